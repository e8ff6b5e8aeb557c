import "server-only";

import { listWebhookDeliveries, replayWebhookDelivery, sendWebhookTestEvent } from "@/lib/agent-api/contract/webhook-deliveries";

import { implement } from "../implement";
import { page } from "../paging";
import { findAgentWebhook, listDeliveries, replayDelivery, sendTestEvent } from "../webhooks/delivery-log";

/** Extensions: what became of the deliveries of an agent's webhooks, sending one again, and a test event. */
export const webhookDeliveryHandlers = [
  implement(listWebhookDeliveries, async ({ db, principal, params, query }) => {
    const webhook = await findAgentWebhook(db, principal.agent.id, params.id);
    const { data, totalItems } = await listDeliveries(db, webhook.id, query);
    return page(data, totalItems, query.page, query.pageSize);
  }),

  implement(replayWebhookDelivery, async ({ db, principal, params }) =>
    replayDelivery(db, await findAgentWebhook(db, principal.agent.id, params.id), params.deliveryId),
  ),

  implement(sendWebhookTestEvent, async ({ db, principal, params }) =>
    sendTestEvent(db, principal.agent, await findAgentWebhook(db, principal.agent.id, params.id)),
  ),
];
