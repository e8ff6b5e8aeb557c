import { rolesForPath } from "@/lib/console/shell/navigation";
import type { ConsoleRole } from "@/lib/console/users/roles";

const admins: readonly ConsoleRole[] = ["superadmin", "org_admin"];

/** The pages under Settings and who may open each; the pages' role checks read them from here. */
export const settingsSections = [
  { href: "/settings", label: "General", roles: rolesForPath("/settings") },
  { href: "/settings/users", label: "Users", roles: admins },
  { href: "/settings/keys", label: "Keys", roles: admins },
  { href: "/settings/audit", label: "Audit log", roles: admins },
] as const satisfies readonly { href: string; label: string; roles: readonly ConsoleRole[] }[];

export type SettingsSection = (typeof settingsSections)[number];
export type SettingsPath = SettingsSection["href"];

export function settingsSectionsFor(role: ConsoleRole): SettingsSection[] {
  return settingsSections.filter((section) => section.roles.includes(role));
}

export function rolesForSettingsPath(href: SettingsPath): readonly ConsoleRole[] {
  return settingsSections.find((section) => section.href === href)!.roles;
}
