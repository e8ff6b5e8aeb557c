const segment = encodeURIComponent;

/** The console API routes behind an agent's Functions tab. */
export const agentFunctionApiPaths = {
  functions: (organizationId: string, agentId: string) =>
    `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/functions`,
  function: (organizationId: string, agentId: string, functionId: string) =>
    `${agentFunctionApiPaths.functions(organizationId, agentId)}/${segment(functionId)}`,
};
