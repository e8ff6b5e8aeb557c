import type { ConsoleSession } from "./http-session";

export type StreamEvent = { id: string | undefined; event: string; data: string };

/** A Server-Sent Events stream read by a test: every event kept in order, until closed. */
export type EventStreamReader = { events: StreamEvent[]; close(): Promise<void> };

/** Opens a console event stream with the session's cookies and keeps reading it in the background. */
export async function openEventStream(session: ConsoleSession, path: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await session.request(path, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`the event stream answered ${response.status}`);
  const events: StreamEvent[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = frame.split("\n").filter((line) => line && !line.startsWith(":"));
        if (fields.some((line) => line.startsWith("data:"))) {
          const field = (name: string) => fields.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).replace(/^ /, ""));
          events.push({ id: field("id")[0], event: field("event")[0] ?? "message", data: field("data").join("\n") });
        }
        end = buffer.indexOf("\n\n");
      }
    }
  })();
  return {
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
