import "server-only";

import { serverSentComment, serverSentEvent } from "@/lib/console/inbox/server-sent-events";

import { countInboxEventsAfter, inboxEventHub, latestInboxEventId, type StoredInboxEvent } from "./event-hub";

/** A reconnecting browser is replayed at most this many missed events; past that it reads the inbox again. */
export const replayLimit = 200;
const heartbeatMs = 15_000;

/**
 * Where a stream starts: after the event the browser last had, when it says and few enough came since;
 * otherwise at the newest event, telling the browser to read the inbox again (`reset`).
 */
async function startingPoint(organizationId: string, resumeAfter: number | undefined) {
  const latest = await latestInboxEventId(organizationId);
  if (resumeAfter === undefined) return { cursor: latest, reset: false };
  if (resumeAfter > latest) return { cursor: latest, reset: true };
  const missed = await countInboxEventsAfter(organizationId, resumeAfter);
  return missed > replayLimit ? { cursor: latest, reset: true } : { cursor: resumeAfter, reset: false };
}

/** What a stream sends of one event: its SSE name and data, or nothing to skip it. */
export type HubEventFormat = (stored: StoredInboxEvent) => { event: string; data: string } | undefined;

/**
 * Live events of an organization's agents as Server-Sent Events, from the process's hub: a `ready` event first
 * (with its data), then each event `format` keeps, as it is published on any instance, with a heartbeat comment
 * to keep idle connections open. Ends when the browser goes.
 */
export function hubEventStream(
  target: { organizationId: string; agentIds: readonly string[]; cursor: number; ready: unknown; format: HubEventFormat },
  signal: AbortSignal,
): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let isClosed = false;
      const write = (text: string) => {
        if (isClosed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      write("retry: 3000\n\n");
      write(serverSentEvent({ id: target.cursor, event: "ready", data: JSON.stringify(target.ready) }));
      const unsubscribe = inboxEventHub().subscribe({
        organizationId: target.organizationId,
        agentIds: new Set(target.agentIds),
        cursor: target.cursor,
        send: (stored) => {
          const formatted = target.format(stored);
          if (formatted) write(serverSentEvent({ id: stored.id, ...formatted }));
        },
      });
      const heartbeat = setInterval(() => write(serverSentComment("heartbeat")), heartbeatMs);
      stop = () => {
        if (isClosed) return;
        isClosed = true;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed by the browser going away
        }
      };
      if (signal.aborted) stop();
      else signal.addEventListener("abort", () => stop(), { once: true });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}

/**
 * The inbox's live events for one browser: `ready` (with `reset` when the browser must read the inbox again),
 * then each event of the user's agents.
 */
export async function inboxEventStream(
  target: { organizationId: string; agentIds: readonly string[]; resumeAfter: number | undefined },
  signal: AbortSignal,
): Promise<Response> {
  const { cursor, reset } = await startingPoint(target.organizationId, target.resumeAfter);
  return hubEventStream(
    {
      organizationId: target.organizationId,
      agentIds: target.agentIds,
      cursor,
      ready: { reset },
      format: (stored) => ({ event: "inbox", data: JSON.stringify(stored.event) }),
    },
    signal,
  );
}
