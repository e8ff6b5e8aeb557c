import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { listAgentDeliveries } from "@/lib/console/webhooks/deliveries";
import { webhookDeliveriesQuery, webhookDeliveryPage } from "@/lib/schemas/console/webhooks";

/** What the console's receiver got for the agent's webhooks, newest first, a page at a time. */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: webhookDeliveryPage },
  async ({ db, organization, params, request }) => {
    const agentId = requireAgentId(params.agentId);
    const query = webhookDeliveriesQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
    if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page or its size asked for is not one the list offers.");
    return listAgentDeliveries(db, { organizationId: organization!.id, agentId }, query.data);
  },
);
