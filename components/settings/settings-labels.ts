import type { BadgeProps } from "@/components/ui/badge";
import { anonymousRole, anonymousRoleLabel, consoleRoleLabels, consoleRoles, type ConsoleRole } from "@/lib/console/users/roles";
import type { Region } from "@/lib/regions";
import type { VaultKeyView } from "@/lib/schemas/console/keys";

export const keyScopeLabels: Record<VaultKeyView["scope"], string> = {
  super_admin: "Super-admin",
  organization: "Organization",
  agent: "Agent",
};

export const regionLabels: Record<Region, string> = { us: "US", eu: "EU" };

export const auditOutcomes = {
  success: { label: "Success", variant: "success" },
  failure: { label: "Failed", variant: "destructive" },
  denied: { label: "Denied", variant: "warning" },
} as const satisfies Record<string, { label: string; variant: BadgeProps["variant"] }>;

/** A role as the audit log recorded it, in words when it is one the console knows. */
export function roleLabel(role: string | null): string {
  if (!role) return "—";
  if (role === anonymousRole) return anonymousRoleLabel;
  return (consoleRoles as readonly string[]).includes(role) ? consoleRoleLabels[role as ConsoleRole] : role;
}
