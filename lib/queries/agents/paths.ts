const segment = encodeURIComponent;
const organizationPath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}`;

/** The console API routes behind the agents pages. */
export const agentApiPaths = {
  agents: (organizationId: string) => `${organizationPath(organizationId)}/agents`,
  agent: (organizationId: string, agentId: string) => `${agentApiPaths.agents(organizationId)}/${segment(agentId)}`,
  roles: (organizationId: string) => `${organizationPath(organizationId)}/agent-roles`,
  apiKeys: (organizationId: string, agentId: string) => `${agentApiPaths.agent(organizationId, agentId)}/keys`,
  apiKey: (organizationId: string, agentId: string, keyId: string) => `${agentApiPaths.apiKeys(organizationId, agentId)}/${segment(keyId)}`,
  rotateApiKey: (organizationId: string, agentId: string, keyId: string) => `${agentApiPaths.apiKey(organizationId, agentId, keyId)}/rotate`,
  consoleKey: (organizationId: string, agentId: string) => `${agentApiPaths.agent(organizationId, agentId)}/console-key`,
};
