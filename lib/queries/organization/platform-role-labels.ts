import type { PlatformRole } from "./platform-role-filter";

export const platformRoleLabels: Record<PlatformRole, string> = {
  owner: "Owner",
  admin: "Admin",
  user: "User",
  copilot_user: "Copilot user",
  copilot_agent_user: "Copilot agent user",
  copilot_admin: "Copilot admin",
};
