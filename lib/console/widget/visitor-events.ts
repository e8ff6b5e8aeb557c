import "server-only";

import type { WidgetAgent } from "./widget-agent";
import { latestInboxEventId } from "../inbox/event-hub";
import { hubEventStream } from "../inbox/event-stream";
import { ConsoleRouteError } from "../route/route-error";

/** How many event streams one visitor may hold open at once on an instance: a few tabs of the website. */
export const maxStreamsPerVisitor = 5;

const openStreams = new Map<string, number>();

/** Counts a visitor's open stream until `signal` ends it; refuses one past the limit. */
function holdStream(visitorId: string, signal: AbortSignal) {
  const open = openStreams.get(visitorId) ?? 0;
  if (open >= maxStreamsPerVisitor) throw new ConsoleRouteError(429, "RATE_LIMITED", "This chat is open in too many tabs. Close one and try again.");
  openStreams.set(visitorId, open + 1);
  signal.addEventListener(
    "abort",
    () => {
      const left = (openStreams.get(visitorId) ?? 1) - 1;
      if (left > 0) openStreams.set(visitorId, left);
      else openStreams.delete(visitorId);
    },
    { once: true },
  );
}

/**
 * Tells the visitor's widget, as Server-Sent Events, each time their conversation changes (a person's reply,
 * taken over, handed back, closed): `changed`, with nothing else, so the widget reads the conversation again
 * through its own route and nothing of the inbox's events reaches a visitor. A visitor holds at most a few
 * streams at once.
 */
export async function visitorEventStream(agent: WidgetAgent, visitorId: string, conversationId: string, signal: AbortSignal): Promise<Response> {
  const cursor = await latestInboxEventId(agent.organization.id);
  if (signal.aborted) return new Response(null, { status: 204 });
  holdStream(visitorId, signal);
  return hubEventStream(
    {
      organizationId: agent.organization.id,
      agentIds: [agent.agentId],
      cursor,
      ready: {},
      format: (stored) => {
        const event = stored.event;
        const eventConversationId = event.type === "message" ? event.conversationId : event.conversation.id;
        return eventConversationId === conversationId ? { event: "changed", data: "{}" } : undefined;
      },
    },
    signal,
  );
}
