import { ShieldAlert, ShieldCheck } from "lucide-react";

import { Badge } from "@/components/ui/badge";

/** Whether a delivery's signature checked out with the webhook's secret. */
export function SignatureBadge({ isValid }: { isValid: boolean }) {
  return isValid ? (
    <Badge variant="success">
      <ShieldCheck aria-hidden="true" />
      Valid signature
    </Badge>
  ) : (
    <Badge variant="destructive">
      <ShieldAlert aria-hidden="true" />
      Refused
    </Badge>
  );
}
