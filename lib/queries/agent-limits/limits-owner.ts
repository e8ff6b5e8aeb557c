import {
  createAgentLimits,
  createConversationUserLimits,
  deleteAgentLimits,
  deleteConversationUserLimits,
  getAgentLimits,
  getConversationUserLimits,
  updateAgentLimits,
  updateConversationUserLimits,
} from "@/lib/console/contract/agent-limits";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { LimitsFormBody } from "@/lib/schemas/console/agent-limits";

import { callConsole } from "../call-console";

/** Whose limits: the agent's, or one of its conversation users' (named for the toasts). */
export type LimitsOwner = { kind: "agent" } | { kind: "user"; userId: string; name: string };

export function limitsKeyOf(organizationId: string, agentId: string, owner: LimitsOwner) {
  return owner.kind === "agent"
    ? consoleQueryKey(getAgentLimits, { params: { organizationId, agentId } })
    : consoleQueryKey(getConversationUserLimits, { params: { organizationId, agentId, userId: owner.userId } });
}

/** The owner's limits with this month's usage. */
export function readLimitsOf(organizationId: string, agentId: string, owner: LimitsOwner) {
  return owner.kind === "agent"
    ? callConsole(getAgentLimits, { params: { organizationId, agentId } })
    : callConsole(getConversationUserLimits, { params: { organizationId, agentId, userId: owner.userId } });
}

/** Creates the owner's own limits (`isNew`) or changes them. */
export function saveLimitsOf(organizationId: string, agentId: string, owner: LimitsOwner, body: LimitsFormBody, isNew: boolean) {
  if (owner.kind === "agent") return callConsole(isNew ? createAgentLimits : updateAgentLimits, { params: { organizationId, agentId }, body });
  const params = { organizationId, agentId, userId: owner.userId };
  return callConsole(isNew ? createConversationUserLimits : updateConversationUserLimits, { params, body });
}

/** Removes the owner's own limits. */
export function deleteLimitsOf(organizationId: string, agentId: string, owner: LimitsOwner) {
  return owner.kind === "agent"
    ? callConsole(deleteAgentLimits, { params: { organizationId, agentId } })
    : callConsole(deleteConversationUserLimits, { params: { organizationId, agentId, userId: owner.userId } });
}

/** How the toasts name the owner: "the agent" or the user's name. */
export function limitsOwnerName(owner: LimitsOwner): string {
  return owner.kind === "agent" ? "the agent" : owner.name;
}
