import {
  listWebhookDeliveriesQuery,
  webhookDeliveriesPage,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookParams,
} from "@/lib/schemas/agent-api/webhook-deliveries";

import { defineOperation, type Operation } from "./operation";

const tag = "Agents";
const scope = "agent";
const extension = "Extension of this service, not part of the AI Agent API (a real deployment answers 404):";

export const listWebhookDeliveries = defineOperation({
  id: "listWebhookDeliveries",
  method: "get",
  path: "/agents/webhooks/{id}/deliveries",
  scope,
  tag,
  summary: "List webhook deliveries (extension)",
  description: `${extension} the deliveries of one of the agent's webhooks, newest first, each with its state (\`pending\` before the first attempt, \`retrying\` after a failed one with another planned, \`delivered\` at a 2xx, \`failed\` after the last attempt), its attempts, the receiver's latest status code and latency, when the next attempt is due and its latest attempts. A delivery is tried up to 8 times, 2, 4, 8 … seconds apart (at most five minutes).`,
  params: webhookParams,
  query: listWebhookDeliveriesQuery,
  status: 200,
  response: webhookDeliveriesPage,
  notFound: "Webhook",
});

export const replayWebhookDelivery = defineOperation({
  id: "replayWebhookDelivery",
  method: "post",
  path: "/agents/webhooks/{id}/deliveries/{deliveryId}/replay",
  scope,
  tag,
  summary: "Replay a webhook delivery (extension)",
  description: `${extension} sends a delivered or failed delivery again, with the same body and \`webhook-id\` (so a receiver that keeps ids takes it as a repeat) and a new signature, with a fresh series of attempts. Answers the delivery, pending again.`,
  params: webhookDeliveryParams,
  status: 200,
  response: webhookDeliveryResponse,
  badRequest: "The delivery is still being sent (pending or retrying), or the webhook is inactive.",
  notFound: "Webhook or delivery",
});

export const sendWebhookTestEvent = defineOperation({
  id: "sendWebhookTestEvent",
  method: "post",
  path: "/agents/webhooks/{id}/test",
  scope,
  tag,
  summary: "Send a test event to a webhook (extension)",
  description: `${extension} queues a delivery of type \`test\` to the webhook, whatever its trigger condition, signed and retried like any other. Its body is \`{type: "test", id, timestamp, agent: {id, name, publicName}, webhook: {id, title, triggerCondition}}\`: no conversation, so receivers that expect one can tell it apart.`,
  params: webhookParams,
  status: 201,
  response: webhookDeliveryResponse,
  badRequest: "The webhook is inactive.",
  notFound: "Webhook",
});

export const webhookDeliveryOperations: Operation[] = [listWebhookDeliveries, replayWebhookDelivery, sendWebhookTestEvent];
