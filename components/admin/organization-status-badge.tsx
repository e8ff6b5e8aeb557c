import { Badge } from "@/components/ui/badge";
import type { AdminOrganizationRow } from "@/lib/schemas/console/admin";

import { organizationStatusLabels } from "./admin-labels";

const variants = { active: "success", pending: "warning", archived: "secondary", blocked: "destructive" } as const;

/** The organization's status as the API reported it, or that it is not known. */
export function OrganizationStatusBadge({ status }: { status: AdminOrganizationRow["status"] }) {
  if (!status) return <span className="text-muted-foreground">Not reported</span>;
  return <Badge variant={variants[status]}>{organizationStatusLabels[status]}</Badge>;
}
