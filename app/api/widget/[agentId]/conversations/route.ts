import { startVisitorConversation } from "@/lib/console/widget/visitor-conversations";
import { requireWidgetOpen } from "@/lib/console/widget/widget-boot";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetStartBody, widgetThread } from "@/lib/schemas/widget";

export const dynamic = "force-dynamic";

/** Starts a conversation for the visitor, with what they told the pre-chat form. */
export const POST = widgetRoute(
  { kind: "write", body: widgetStartBody, response: widgetThread, successStatus: 201 },
  async ({ db, agent, visitorId, body, request }) => {
    await requireWidgetOpen(db, agent, request);
    return startVisitorConversation(db, agent, visitorId, body);
  },
);
