import { Badge, type BadgeProps } from "@/components/ui/badge";
import { consoleRoleLabels, type ConsoleRole } from "@/lib/console/users/roles";

const variants: Record<ConsoleRole, BadgeProps["variant"]> = {
  superadmin: "default",
  org_admin: "secondary",
  operator: "outline",
  viewer: "outline",
};

export function RoleBadge({ role }: { role: ConsoleRole }) {
  return <Badge variant={variants[role]}>{consoleRoleLabels[role]}</Badge>;
}
