const segment = encodeURIComponent;

/** The console API routes behind an agent's Live chat tab. */
export const liveChatApiPaths = {
  config: (organizationId: string, agentId: string) => `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/live-chat`,
  imageUploadUrl: (organizationId: string, agentId: string) => `${liveChatApiPaths.config(organizationId, agentId)}/images/upload-url`,
};
