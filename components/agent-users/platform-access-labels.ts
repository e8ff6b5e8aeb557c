import type { AgentPlatformUserView } from "@/lib/schemas/console/agent-users";

type Access = NonNullable<AgentPlatformUserView["access"]>;

/** Why a platform user works on the agent, in words. */
export const platformAccessLabels: Record<Access, string> = {
  organization: "Every agent (owner or admin)",
  assigned: "Given this agent",
};
