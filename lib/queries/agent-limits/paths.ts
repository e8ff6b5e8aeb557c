const segment = encodeURIComponent;
const agentPath = (organizationId: string, agentId: string) => `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}`;

/** The console API routes behind an agent's Limits tab. */
export const agentLimitApiPaths = {
  agent: (organizationId: string, agentId: string) => `${agentPath(organizationId, agentId)}/limits`,
  user: (organizationId: string, agentId: string, userId: string) => `${agentPath(organizationId, agentId)}/users/${segment(userId)}/limits`,
};
