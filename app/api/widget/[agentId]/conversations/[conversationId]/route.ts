import { readVisitorThread, requireVisitorConversation } from "@/lib/console/widget/visitor-conversations";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetThread } from "@/lib/schemas/widget";

export const dynamic = "force-dynamic";

/** One of the visitor's conversations, with its messages. */
export const GET = widgetRoute({ kind: "read", response: widgetThread }, async ({ db, agent, visitorId, params }) => {
  const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
  return readVisitorThread(db, agent, conversation.conversationId);
});
