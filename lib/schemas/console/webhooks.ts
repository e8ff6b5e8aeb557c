import { z } from "zod";

import { createWebhookBody, webhookTriggers } from "@/lib/schemas/agent-api/agents";
import { webhookDeliveryStatuses } from "@/lib/schemas/agent-api/webhook-deliveries";

import { revealedSecret } from "./keys";

export { webhookTriggers };
export type WebhookTrigger = (typeof webhookTriggers)[number];

const upstream = createWebhookBody.shape;

/**
 * Registering a webhook through the console: the upstream's fields, with any number of triggers (one
 * upstream webhook each) and the URL optional: left out, deliveries go to the console's own receiver.
 */
export const registerWebhookBody = z.object({
  title: upstream.title,
  description: upstream.description,
  triggers: z
    .array(upstream.triggerCondition)
    .min(1, "Choose at least one event.")
    .max(webhookTriggers.length)
    .refine((triggers) => new Set(triggers).size === triggers.length, "Each event once."),
  url: upstream.url.optional(),
  headers: upstream.headers,
});
export type RegisterWebhookBody = z.output<typeof registerWebhookBody>;

const timestamp = z.date().or(z.string());

/** The newest delivery a webhook brought to the console. */
export const lastDeliveryView = z.object({
  receivedAt: timestamp,
  eventType: z.string().nullable(),
  isSignatureValid: z.boolean(),
});

/** Requests the console's receiver refused for this webhook (a signature or timestamp that did not check out): counted, not stored. */
export const refusedDeliveriesView = z.object({ count: z.number(), lastAt: timestamp.nullable(), lastReason: z.string().nullable() });

/** A registered webhook as the browser sees it: never its secret nor its header values. */
export const webhookView = z.object({
  id: z.string(),
  upstreamWebhookId: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  triggerCondition: z.string(),
  headerNames: z.array(z.string()),
  isConsoleReceiver: z.boolean(),
  hasSigningSecret: z.boolean(),
  createdAt: timestamp,
  lastDelivery: lastDeliveryView.nullable(),
  refusedDeliveries: refusedDeliveriesView,
});
export type WebhookView = z.infer<typeof webhookView>;
export const webhookList = z.array(webhookView);

/** One delivery the console's receiver got (or refused), without its payload. */
export const webhookDeliveryView = z.object({
  id: z.string(),
  webhookId: z.string(),
  webhookTitle: z.string(),
  messageId: z.string().nullable(),
  eventType: z.string().nullable(),
  conversationId: z.string().nullable(),
  receivedAt: timestamp,
  isSignatureValid: z.boolean(),
  refusalReason: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

/** A delivery with the JSON it carried (none for a refusal). */
export const webhookDeliveryDetail = webhookDeliveryView.extend({ payload: z.unknown() });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

export const deliveriesPageSize = 20;

export const webhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(deliveriesPageSize),
});

export const webhookDeliveryPage = z.object({
  data: z.array(webhookDeliveryView),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;

/**
 * A webhook just registered: a webhook to a URL of the admin's own carries its signing secret this once,
 * so its receiver can verify deliveries (none for the console's receiver, or when the API returned none).
 */
export const registeredWebhookView = webhookView.extend({ signingSecret: revealedSecret.nullable() });
export type RegisteredWebhookView = z.infer<typeof registeredWebhookView>;
export const registeredWebhookList = z.array(registeredWebhookView);

export { webhookDeliveryStatuses as sentDeliveryStatuses };
export type SentDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One attempt to send a delivery: when, the receiver's status (none when it did not answer), how long, why it failed. */
export const sentDeliveryAttemptView = z.object({
  attemptedAt: z.string(),
  statusCode: z.number().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});
export type SentDeliveryAttemptView = z.infer<typeof sentDeliveryAttemptView>;

/** What became of one delivery the API sent to a webhook, as the API reports it. */
export const sentDeliveryView = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  responseStatusCode: z.number().nullable(),
  latencyMs: z.number().nullable(),
  lastError: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  recentAttempts: z.array(sentDeliveryAttemptView),
});
export type SentDeliveryView = z.infer<typeof sentDeliveryView>;

export const sentDeliveriesQuery = webhookDeliveriesQuery;

/** A page of a webhook's sent deliveries, or `isReported: false` when the deployment does not report them. */
export const sentDeliveryPage = z.object({
  isReported: z.boolean(),
  data: z.array(sentDeliveryView),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type SentDeliveryPage = z.infer<typeof sentDeliveryPage>;
