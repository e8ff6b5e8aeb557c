import { requireVisitorConversation, sendVisitorMessage } from "@/lib/console/widget/visitor-conversations";
import { requireWidgetOpen } from "@/lib/console/widget/widget-boot";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetSendBody, widgetSendResult } from "@/lib/schemas/widget";

export const dynamic = "force-dynamic";

/** Sends the visitor's message (while the chat is open to them) and answers with the conversation once the agent has answered it. */
export const POST = widgetRoute(
  { kind: "write", body: widgetSendBody, response: widgetSendResult },
  async ({ db, agent, visitorId, params, body, request }) => {
    const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
    await requireWidgetOpen(db, agent, request);
    return sendVisitorMessage(db, agent, conversation.conversationId, body);
  },
);
