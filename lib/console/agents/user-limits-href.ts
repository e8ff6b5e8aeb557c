import { agentHref } from "./agent-tabs";

/** The query parameter that names the conversation user whose limits the Limits tab shows. */
export const userLimitsParam = "user";

/** The Limits tab opened on one conversation user's limits. */
export function userLimitsHref(agentId: string, userId: string): string {
  return `${agentHref(agentId, "limits")}?${new URLSearchParams({ [userLimitsParam]: userId })}#user-limits`;
}
