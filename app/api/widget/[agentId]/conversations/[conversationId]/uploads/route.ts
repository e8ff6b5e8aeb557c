import { createVisitorUpload, requireVisitorConversation } from "@/lib/console/widget/visitor-conversations";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetUploadBody, widgetUploadTicket } from "@/lib/schemas/widget";

export const dynamic = "force-dynamic";

/** A signed URL the visitor's browser uploads an attachment to, before sending it with a message. */
export const POST = widgetRoute({ kind: "write", body: widgetUploadBody, response: widgetUploadTicket }, async ({ db, agent, visitorId, params, body }) => {
  const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
  return createVisitorUpload(db, agent, conversation.conversationId, body);
});
