import { z } from "zod";

import { isoDateTime, pageOf, pageQuery } from "./common";

/**
 * Deliveries of an agent's webhooks, as the embedded service reports them (an extension: the AI Agent
 * API registers webhooks but says nothing about their deliveries).
 */

/** `retrying`: not delivered yet, with at least one failed attempt and another one planned. */
export const webhookDeliveryStatuses = ["pending", "retrying", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** The event type of a delivery sent on request to check a receiver; it carries no conversation. */
export const webhookTestEventType = "test";

export const webhookParams = z.object({ id: z.string().min(1).meta({ description: "The webhook's id, as its creation answered it." }) });

export const webhookDeliveryParams = webhookParams.extend({
  deliveryId: z.string().min(1).meta({ description: "The delivery's id: the `webhook-id` header it is sent with." }),
});

export const listWebhookDeliveriesQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({ status: z.enum(webhookDeliveryStatuses).optional().meta({ description: "Only deliveries in this state." }) })
  .meta({ id: "ListWebhookDeliveriesQuery" });

export const webhookDeliveryAttempt = z
  .looseObject({
    attemptedAt: isoDateTime,
    statusCode: z.number().nullable().meta({ description: "The receiver's HTTP status; null when it gave none (refused address, no connection, timeout)." }),
    latencyMs: z.number().meta({ description: "From the start of the attempt (the address check included) to the receiver's status line, or to the failure." }),
    error: z.string().nullable().meta({ description: "Why the attempt failed; null when the receiver answered 2xx." }),
  })
  .meta({ id: "WebhookDeliveryAttempt" });

export const webhookDeliveryResponse = z
  .looseObject({
    id: z.string().meta({ description: "The delivery's id, sent as the `webhook-id` header on every attempt: receivers drop repeats by it." }),
    webhookId: z.string(),
    eventType: z.string().meta({ description: "The webhook's trigger condition, or `test` for a test event." }),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().meta({ description: "Attempts made so far, replays included." }),
    responseStatusCode: z.number().nullable().meta({ description: "The receiver's status at the latest attempt." }),
    latencyMs: z.number().nullable().meta({ description: "How long the latest attempt took." }),
    lastError: z.string().nullable(),
    nextRetryAt: isoDateTime.nullable().meta({ description: "When the next attempt is due; null once delivered or failed." }),
    createdAt: isoDateTime,
    lastAttemptAt: isoDateTime.nullable(),
    deliveredAt: isoDateTime.nullable(),
    recentAttempts: z.array(webhookDeliveryAttempt).meta({ description: "The latest attempts, newest first (at most ten)." }),
  })
  .meta({ id: "WebhookDeliveryResponse" });

export const webhookDeliveriesPage = pageOf(webhookDeliveryResponse, "WebhookDeliveriesPage");

export type WebhookDeliveryResponse = z.input<typeof webhookDeliveryResponse>;
export type WebhookDeliveryAttempt = z.input<typeof webhookDeliveryAttempt>;
