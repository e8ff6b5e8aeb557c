const segment = encodeURIComponent;

const agentPath = (organizationId: string, agentId: string) =>
  `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}`;

/** The console API routes behind an agent's Knowledge tab. */
export const agentFileApiPaths = {
  files: (organizationId: string, agentId: string) => `${agentPath(organizationId, agentId)}/files`,
  file: (organizationId: string, agentId: string, fileId: string) => `${agentFileApiPaths.files(organizationId, agentId)}/${segment(fileId)}`,
  vectorStore: (organizationId: string, agentId: string, fileId: string) => `${agentFileApiPaths.file(organizationId, agentId, fileId)}/vector-store`,
  search: (organizationId: string, agentId: string) => `${agentFileApiPaths.files(organizationId, agentId)}/search`,
};
