/** How the inbox's live connection stands: connecting for the first time, live, or lost and retrying. */
export type StreamStatus = { state: "connecting" | "live" | "reconnecting"; downSince: number | null };

export const initialStreamStatus: StreamStatus = { state: "connecting", downSince: null };

/** What happened to the connection. */
export type StreamSignal = { type: "ready" } | { type: "error"; at: number };

/** The connection's status after a signal: live on `ready`; down since the first error after being live. */
export function nextStreamStatus(status: StreamStatus, signal: StreamSignal): StreamStatus {
  if (signal.type === "ready") return { state: "live", downSince: null };
  return { state: "reconnecting", downSince: status.downSince ?? signal.at };
}

/** How long the stream may be down before the inbox reads the server itself, by polling. */
export const pollAfterMs = 4_000;

/** Whether the inbox should poll: the stream has been down (or never came up) for longer than the grace time. */
export function shouldPoll(status: StreamStatus, now: number, since: number): boolean {
  if (status.state === "live") return false;
  return now - (status.downSince ?? since) >= pollAfterMs;
}

/** The words for the connection, as the inbox's header shows them. */
export function streamStatusLabel(status: StreamStatus, isPolling: boolean): string {
  if (status.state === "live") return "Live";
  if (status.state === "connecting" && !isPolling) return "Connecting…";
  return isPolling ? "Reconnecting… (refreshing every 5 s)" : "Reconnecting…";
}
