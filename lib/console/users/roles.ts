/** Console roles, from the widest to the narrowest. */
export const consoleRoles = ["superadmin", "org_admin", "operator", "viewer"] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export const consoleRoleLabels: Record<ConsoleRole, string> = {
  superadmin: "Super-admin",
  org_admin: "Organization admin",
  operator: "Operator",
  viewer: "Viewer",
};

/** The role the audit log names when no signed-in user acted: a sign-in attempt, a refused request without a session. */
export const anonymousRole = "anonymous";
export const anonymousRoleLabel = "Not signed in";

export const userStatuses = ["active", "disabled"] as const;
export type UserStatus = (typeof userStatuses)[number];

export function hasRole(role: ConsoleRole, allowed: readonly ConsoleRole[]): boolean {
  return allowed.includes(role);
}
