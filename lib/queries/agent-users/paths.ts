import type { ConversationUserSearch } from "@/lib/schemas/console/agent-users";

const segment = encodeURIComponent;
const agentPath = (organizationId: string, agentId: string) => `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}`;

/** The console API routes behind an agent's Users tab. */
export const agentUserApiPaths = {
  users: (organizationId: string, agentId: string) => `${agentPath(organizationId, agentId)}/users`,
  page: (organizationId: string, agentId: string, page: number, pageSize: number) =>
    `${agentUserApiPaths.users(organizationId, agentId)}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
  search: (organizationId: string, agentId: string, search: ConversationUserSearch) =>
    `${agentUserApiPaths.users(organizationId, agentId)}/search?${new URLSearchParams({ by: search.by, value: search.value })}`,
  user: (organizationId: string, agentId: string, userId: string) => `${agentUserApiPaths.users(organizationId, agentId)}/${segment(userId)}`,
  platformUsers: (organizationId: string, agentId: string) => `${agentPath(organizationId, agentId)}/platform-users`,
};
