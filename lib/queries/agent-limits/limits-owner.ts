import { agentLimitKeys } from "./keys";
import { agentLimitApiPaths } from "./paths";

/** Whose limits: the agent's, or one of its conversation users' (named for the toasts). */
export type LimitsOwner = { kind: "agent" } | { kind: "user"; userId: string; name: string };

export function limitsKeyOf(organizationId: string, agentId: string, owner: LimitsOwner) {
  return owner.kind === "agent" ? agentLimitKeys.agent(organizationId, agentId) : agentLimitKeys.user(organizationId, agentId, owner.userId);
}

export function limitsPathOf(organizationId: string, agentId: string, owner: LimitsOwner) {
  return owner.kind === "agent" ? agentLimitApiPaths.agent(organizationId, agentId) : agentLimitApiPaths.user(organizationId, agentId, owner.userId);
}

/** How the toasts name the owner: "the agent" or the user's name. */
export function limitsOwnerName(owner: LimitsOwner): string {
  return owner.kind === "agent" ? "the agent" : owner.name;
}
