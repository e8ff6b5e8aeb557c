const segment = encodeURIComponent;

const playgroundPath = (organizationId: string, agentId: string) =>
  `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/playground`;

/** The console API routes behind an agent's Playground tab. */
export const playgroundApiPaths = {
  conversations: (organizationId: string, agentId: string) => `${playgroundPath(organizationId, agentId)}/conversations`,
  messages: (organizationId: string, agentId: string, conversationId: string) =>
    `${playgroundApiPaths.conversations(organizationId, agentId)}/${segment(conversationId)}/messages`,
  messagesAsync: (organizationId: string, agentId: string, conversationId: string) =>
    `${playgroundApiPaths.messages(organizationId, agentId, conversationId)}/async`,
  reply: (organizationId: string, agentId: string, conversationId: string, messageId: string) =>
    `${playgroundApiPaths.messages(organizationId, agentId, conversationId)}/${segment(messageId)}/reply`,
  prompts: (organizationId: string, agentId: string) => `${playgroundPath(organizationId, agentId)}/prompts`,
  promptsAsync: (organizationId: string, agentId: string) => `${playgroundApiPaths.prompts(organizationId, agentId)}/async`,
  prompt: (organizationId: string, agentId: string, promptId: string) => `${playgroundApiPaths.prompts(organizationId, agentId)}/${segment(promptId)}`,
  promptUploadUrl: (organizationId: string, agentId: string) => `${playgroundApiPaths.prompts(organizationId, agentId)}/upload-url`,
};
