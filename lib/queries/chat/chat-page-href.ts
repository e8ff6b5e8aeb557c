const segment = encodeURIComponent;

/** The chat page of an agent, optionally on one of its conversations. */
export function chatPageHref(agentId: string, conversationId?: string): string {
  const page = `/chat/${segment(agentId)}`;
  return conversationId ? `${page}?conversation=${segment(conversationId)}` : page;
}
