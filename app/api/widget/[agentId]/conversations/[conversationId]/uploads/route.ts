import { createVisitorUpload, requireVisitorConversation } from "@/lib/console/widget/visitor-conversations";
import { requireWidgetOpen } from "@/lib/console/widget/widget-boot";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetUploadBody, widgetUploadTicket } from "@/lib/schemas/widget";

export const dynamic = "force-dynamic";

/** A signed URL the visitor's browser uploads an attachment to, before sending it with a message. */
export const POST = widgetRoute(
  { kind: "write", body: widgetUploadBody, response: widgetUploadTicket },
  async ({ db, agent, visitorId, params, body, request }) => {
    const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
    await requireWidgetOpen(db, agent, request);
    return createVisitorUpload(db, agent, conversation.conversationId, body);
  },
);
