import { requireAgentId } from "@/lib/console/agent-keys";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { findAgentDelivery } from "@/lib/console/webhooks/deliveries";
import { requireConsoleId } from "@/lib/console/webhooks/ids";
import { webhookDeliveryDetail } from "@/lib/schemas/console/webhooks";

/** One delivery with the JSON it carried. */
export const GET = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: webhookDeliveryDetail },
  async ({ db, organization, params }) => {
    const agentId = requireAgentId(params.agentId);
    const delivery = await findAgentDelivery(db, { organizationId: organization!.id, agentId }, requireConsoleId(params.deliveryId, "delivery"));
    if (!delivery) throw new ConsoleRouteError(404, "NOT_FOUND", "The console has no such delivery for this agent.");
    return delivery;
  },
);
