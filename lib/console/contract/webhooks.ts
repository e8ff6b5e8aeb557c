import {
  registeredWebhookList,
  registerWebhookBody,
  sentDeliveriesQuery,
  sentDeliveryPage,
  sentDeliveryView,
  webhookDeliveriesQuery,
  webhookDeliveryDetail,
  webhookDeliveryPage,
  webhookList,
} from "@/lib/schemas/console/webhooks";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Webhooks";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const webhookId = pathParams.webhook;
const deliveryId = pathParams.delivery;
const pageRefusal = "A page or page size the list does not offer is refused with 400 `INVALID_INPUT`.";
const pageQueryRefusal = { message: "The page or its size asked for is not one the list offers." };

export const listWebhooks = defineConsoleRoute({
  id: "listWebhooks",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks",
  params: { organizationId, agentId },
  tag,
  summary: "The webhooks the console registered for the agent, each with its last delivery",
  roles,
  response: webhookList,
});

export const registerWebhooks = defineConsoleRoute({
  id: "registerWebhooks",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks",
  params: { organizationId, agentId },
  tag,
  summary: "Registers a webhook upstream, one per trigger",
  description:
    "The signing secrets are sealed on the server; those of a URL of the admin's own are also answered this once, so its receiver can verify deliveries.",
  roles,
  body: registerWebhookBody,
  response: registeredWebhookList,
  status: 201,
  action: "webhook.register",
  reveals: (registered) => registered.map((webhook) => webhook.signingSecret),
});

export const removeWebhook = defineConsoleRoute({
  id: "removeWebhook",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks/{webhookId}",
  params: { organizationId, agentId, webhookId },
  tag,
  summary: "Forgets a webhook in the console (the AI Agent API has no way to delete one)",
  roles,
  action: "webhook.remove",
});

export const sendWebhookTestEvent = defineConsoleRoute({
  id: "sendWebhookTestEvent",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks/{webhookId}/test",
  params: { organizationId, agentId, webhookId },
  tag,
  summary: "Sends a test event to the webhook, so its receiver can be checked without waiting for a conversation",
  roles,
  response: sentDeliveryView,
  status: 201,
  action: "webhook.test",
});

export const listSentDeliveries = defineConsoleRoute({
  id: "listSentDeliveries",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks/{webhookId}/deliveries",
  params: { organizationId, agentId, webhookId },
  tag,
  summary: "What the API sent to one webhook, newest first, as the deployment reports it (or that it does not)",
  description: pageRefusal,
  roles,
  query: sentDeliveriesQuery,
  queryRefusal: pageQueryRefusal,
  response: sentDeliveryPage,
});

export const replaySentDelivery = defineConsoleRoute({
  id: "replaySentDelivery",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks/{webhookId}/deliveries/{deliveryId}/replay",
  params: { organizationId, agentId, webhookId, deliveryId },
  tag,
  summary: "Sends a delivered or failed delivery to its webhook again",
  roles,
  response: sentDeliveryView,
  action: "webhook.delivery.replay",
});

export const listWebhookDeliveries = defineConsoleRoute({
  id: "listWebhookDeliveries",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks/deliveries",
  params: { organizationId, agentId },
  tag,
  summary: "What the console's receiver got for the agent's webhooks, newest first, a page at a time",
  description: pageRefusal,
  roles,
  query: webhookDeliveriesQuery,
  queryRefusal: pageQueryRefusal,
  response: webhookDeliveryPage,
});

export const getWebhookDelivery = defineConsoleRoute({
  id: "getWebhookDelivery",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/webhooks/deliveries/{deliveryId}",
  params: { organizationId, agentId, deliveryId },
  tag,
  summary: "One delivery the console's receiver got, with the JSON it carried",
  roles,
  response: webhookDeliveryDetail,
});
