import { visitorWelcomeBack } from "@/lib/console/widget/visitor-conversations";
import { requireWidgetOpen } from "@/lib/console/widget/widget-boot";
import { widgetRoute } from "@/lib/console/widget/widget-route";
import { widgetState } from "@/lib/schemas/widget";
import { widgetAvailabilityAt } from "@/lib/widget/widget-availability";

export const dynamic = "force-dynamic";

/** What the widget reads when it opens: whether people answer now, and the visitor's latest conversation. A new browser is given its visitor token here; a visitor the configuration leaves out is refused. */
export const GET = widgetRoute({ kind: "read", mayWelcome: true, response: widgetState }, async ({ db, agent, visitorId, request }) => {
  const { look } = await requireWidgetOpen(db, agent, request);
  const welcome = await visitorWelcomeBack(db, agent, visitorId);
  return { availability: widgetAvailabilityAt(look, new Date()), ...welcome };
});
