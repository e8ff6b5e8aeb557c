import { requireVisitorConversation, voteOnAnswer } from "@/lib/console/widget/visitor-conversations";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetFeedbackBody } from "@/lib/schemas/widget";

export const dynamic = "force-dynamic";

/** The visitor's thumbs up or down on an answer; sending again changes it. */
export const PUT = widgetRoute({ kind: "write", body: widgetFeedbackBody }, async ({ db, agent, visitorId, params, body }) => {
  const conversation = await requireVisitorConversation(db, agent, visitorId, params.conversationId);
  await voteOnAnswer(db, agent, conversation, params.messageId ?? "", body);
});
