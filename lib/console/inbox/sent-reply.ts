/** A message of the thread as the AI Agent API lists it, as far as finding a reply in it goes. */
type ListedMessage = { id: string; senderRole: string; message: string; createdAt: string };

/** How far the API's clock may lag the console's when a reply's send is compared with its message's time. */
export const clockToleranceMs = 2 * 60_000;

/**
 * The message an earlier attempt at a reply became, when that attempt got through although its answer was
 * lost: the oldest operator message with the reply's text, written since the reply was first tried, that no
 * other reply of the console already stands for. Undefined when the reply is not in the thread.
 */
export function findSentReply<M extends ListedMessage>(
  messages: readonly M[],
  reply: { text: string; firstTriedAt: Date },
  claimedIds: ReadonlySet<string>,
): M | undefined {
  const text = reply.text.trim();
  const since = reply.firstTriedAt.getTime() - clockToleranceMs;
  return messages
    .filter((message) => message.senderRole === "manual_assistant" && message.message.trim() === text && !claimedIds.has(message.id))
    .filter((message) => Date.parse(message.createdAt) >= since)
    .sort((first, second) => Date.parse(first.createdAt) - Date.parse(second.createdAt))[0];
}
