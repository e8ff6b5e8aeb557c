import { requireVisitorConversation } from "@/lib/console/widget/visitor-conversations";
import { visitorEventStream } from "@/lib/console/widget/visitor-events";
import { widgetRoute } from "@/lib/console/widget/widget-route";

export const dynamic = "force-dynamic";

/** Server-Sent Events: `changed` each time the visitor's conversation changes. */
export const GET = widgetRoute({ kind: "read" }, async ({ db, agent, visitorId, params, request }) => {
  const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
  return visitorEventStream(agent, conversation.conversationId, request.signal);
});
