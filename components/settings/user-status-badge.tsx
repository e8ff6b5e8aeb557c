import { Badge } from "@/components/ui/badge";
import type { UserStatus } from "@/lib/console/users/roles";

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return status === "active" ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Disabled</Badge>;
}
