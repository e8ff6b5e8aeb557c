import { AlertTriangle } from "lucide-react";

import { LimitReachedLink } from "@/components/limits/limit-reached-link";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { LimitReached } from "@/lib/console/limits/limit-reached";

/** A failure of the request no field of the form explains, above the form; for a limit reached, with a link to where it is changed. */
export function FormServerError({ message, limit }: { message: string | undefined; limit?: LimitReached }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertDescription>
        <p>{message}</p>
        <LimitReachedLink limit={limit} />
      </AlertDescription>
    </Alert>
  );
}
