import { Badge } from "@/components/ui/badge";
import type { PackDetail } from "@/lib/schemas/console/packs";

import { packStatusBadges } from "./pack-labels";

export function PackStatusBadge({ status }: { status: PackDetail["status"] }) {
  const { label, variant } = packStatusBadges[status];
  return <Badge variant={variant}>{label}</Badge>;
}
