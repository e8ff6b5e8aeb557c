const segment = encodeURIComponent;
const organizationPath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}`;

/** The console API routes behind operators' agents. */
export const operatorAgentApiPaths = {
  operators: (organizationId: string) => `${organizationPath(organizationId)}/operators`,
  agents: (organizationId: string, userId: string) => `${operatorAgentApiPaths.operators(organizationId)}/${segment(userId)}/agents`,
};
