import type { platformRoles } from "@/lib/schemas/agent-api/organizations";

import type { ConsoleRole } from "./roles";

export type PlatformRole = (typeof platformRoles)[number];

/** The API's invited-user roles in plain words. */
export const platformRoleLabels: Record<PlatformRole, string> = {
  owner: "Owner",
  admin: "Admin",
  user: "User",
  copilot_user: "Copilot user",
  copilot_agent_user: "Copilot agent user",
  copilot_admin: "Copilot admin",
};

/**
 * The console role an invited user of the API gets: owners and admins administer the organization,
 * copilot users work conversations as operators, plain users read.
 */
export function consoleRoleForPlatformRole(role: PlatformRole): Exclude<ConsoleRole, "superadmin"> {
  switch (role) {
    case "owner":
    case "admin":
      return "org_admin";
    case "copilot_user":
    case "copilot_agent_user":
    case "copilot_admin":
      return "operator";
    case "user":
      return "viewer";
  }
}
