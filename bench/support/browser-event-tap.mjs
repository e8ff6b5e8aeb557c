import { clockNow } from "./browser-probe.mjs";

/**
 * Listens to the inbox's event stream from Node, beside the browser, and notes when each marker (`<prefix><n>.`)
 * first arrives: the server's share of the hand-off, without the browser's.
 */
export async function tapInboxEvents(session, eventsPath, prefix) {
  const controller = new AbortController();
  const response = await session.request(eventsPath, { headers: { accept: "text/event-stream" }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`the event stream answered ${response.status}`);
  const arrivals = new Map();
  const pattern = new RegExp(`${prefix}(\\d+)\\.`, "g");
  const reading = (async () => {
    const decoder = new TextDecoder();
    let carry = "";
    try {
      for await (const chunk of response.body) {
        const at = clockNow();
        const text = carry + decoder.decode(chunk, { stream: true });
        for (const match of text.matchAll(pattern)) if (!arrivals.has(Number(match[1]))) arrivals.set(Number(match[1]), at);
        carry = text.slice(-64);
      }
    } catch {
      // stopped
    }
  })();
  return {
    arrivals,
    async stop() {
      controller.abort();
      await reading;
    },
  };
}
