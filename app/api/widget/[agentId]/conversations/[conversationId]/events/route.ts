import { canReceiveWebhooks } from "@/lib/console/inbox/inbox-webhooks";
import { requireVisitorConversation } from "@/lib/console/widget/visitor-conversations";
import { visitorEventStream } from "@/lib/console/widget/visitor-events";
import { widgetRoute } from "@/lib/console/widget/widget-route";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events: `changed` each time the visitor's conversation changes. A console the API cannot send
 * webhooks to hears of no change, so it answers 204, which tells the widget to read the conversation every few
 * seconds instead.
 */
export const GET = widgetRoute({ kind: "read" }, async ({ db, agent, visitorId, params, request }) => {
  const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
  if (!canReceiveWebhooks()) return new Response(null, { status: 204 });
  return visitorEventStream(agent, visitorId, conversation.conversationId, request.signal);
});
