const segment = encodeURIComponent;

/** The console API route behind the platform users on an agent's Users tab. */
export const agentUserApiPaths = {
  platformUsers: (organizationId: string, agentId: string) => `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/platform-users`,
};
