import type { ThreadMessage } from "@/lib/schemas/console/inbox";

/** A message an operator sent that the service has not confirmed yet, or that failed and can be sent again. */
export type PendingMessage = ThreadMessage & { echoId: string; delivery: "sending" | "failed" };

/** A thread as the browser holds it: confirmed messages, then what is still on its way. */
export type ThreadState = { messages: ThreadMessage[]; pending: PendingMessage[] };

const byTime = (a: ThreadMessage, b: ThreadMessage) => Date.parse(a.at) - Date.parse(b.at) || 0;

/** Adds a confirmed message once: a message already held (by id) is left as it is. */
export function addMessage(thread: ThreadState, message: ThreadMessage): ThreadState {
  if (thread.messages.some((held) => held.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message].sort(byTime) };
}

/** Shows an operator's reply at once, before the service has it. */
export function addPending(thread: ThreadState, message: Omit<PendingMessage, "id" | "delivery">): ThreadState {
  const pending: PendingMessage = { ...message, id: `pending:${message.echoId}`, delivery: "sending" };
  return { ...thread, pending: [...thread.pending.filter((held) => held.echoId !== message.echoId), pending] };
}

/** The service confirmed a reply: its copy replaces the pending one (once, even if a live event brought it first). */
export function confirmPending(thread: ThreadState, echoId: string, confirmed: ThreadMessage): ThreadState {
  const withoutPending = { ...thread, pending: thread.pending.filter((held) => held.echoId !== echoId) };
  return addMessage(withoutPending, confirmed);
}

/** Sending failed: the reply stays, with its text, marked so it can be sent again. */
export function failPending(thread: ThreadState, echoId: string): ThreadState {
  return { ...thread, pending: thread.pending.map((held) => (held.echoId === echoId ? { ...held, delivery: "failed" as const } : held)) };
}

/** Sending again: the same reply, with the same echo id, is on its way once more. */
export function retryPending(thread: ThreadState, echoId: string): ThreadState {
  return { ...thread, pending: thread.pending.map((held) => (held.echoId === echoId ? { ...held, delivery: "sending" as const } : held)) };
}
