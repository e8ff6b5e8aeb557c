import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { requireConsoleId } from "@/lib/console/webhooks/ids";
import { listSentDeliveries } from "@/lib/console/webhooks/sent-deliveries";
import { sentDeliveriesQuery, sentDeliveryPage } from "@/lib/schemas/console/webhooks";

/** What the API sent to one webhook, newest first, as the deployment reports it (or that it does not). */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: sentDeliveryPage },
  async ({ db, organization, params, request }) => {
    const owner = { organization: organization!, agentId: requireAgentId(params.agentId) };
    const query = sentDeliveriesQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page or its size asked for is not one the list offers.");
    return listSentDeliveries(db, owner, requireConsoleId(params.webhookId, "webhook"), query.data);
  },
);
