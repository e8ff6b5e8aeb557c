import type { ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { organizationKeys } from "../organization/keys";

/** Query keys of an agent's Users tab, under the organization and the agent. */
export const agentUserKeys = {
  all: () => ["agent-users"] as const,
  agent: (organizationId: string, agentId: string) => [...agentUserKeys.all(), organizationId, agentId] as const,
  pages: (organizationId: string, agentId: string) => [...agentUserKeys.agent(organizationId, agentId), "page"] as const,
  page: (organizationId: string, agentId: string, page: number) => [...agentUserKeys.pages(organizationId, agentId), page] as const,
  search: (organizationId: string, agentId: string, search: ConversationUserSearch) =>
    [...agentUserKeys.agent(organizationId, agentId), "search", search.by, search.value] as const,
  detail: (organizationId: string, agentId: string, userId: string) => [...agentUserKeys.agent(organizationId, agentId), "detail", userId] as const,
  /**
   * Under the organization's platform-user lists, so a role or status change made with the organization's
   * mutation refreshes the agent's list too.
   */
  platformUsers: (organizationId: string, agentId: string) => [...organizationKeys.platformUserLists(organizationId), "agent", agentId] as const,
};
