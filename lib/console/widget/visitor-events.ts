import "server-only";

import { latestInboxEventId } from "../inbox/event-hub";
import { hubEventStream } from "../inbox/event-stream";
import type { WidgetAgent } from "./widget-agent";

/**
 * Tells the visitor's widget, as Server-Sent Events, each time their conversation changes (a person's reply,
 * taken over, handed back, closed): `changed`, with nothing else, so the widget reads the conversation again
 * through its own route and nothing of the inbox's events reaches a visitor.
 */
export async function visitorEventStream(agent: WidgetAgent, conversationId: string, signal: AbortSignal): Promise<Response> {
  const cursor = await latestInboxEventId(agent.organization.id);
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
