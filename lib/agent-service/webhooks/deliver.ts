import "server-only";
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcWebhookDeliveries, svcWebhooks } from "@/lib/db/schema";

import type { Job } from "../jobs/queue";
import { registerJobHandler } from "../jobs/worker";
import { outgoingHeaders } from "./headers";
import { postJson, type PostOptions, type PostOutcome } from "./post-json";
import { createPublicOnlyLookup } from "./public-lookup";
import { signWebhook } from "./signing";
import { checkWebhookUrl, webhookUrlPolicy, type UrlPolicy } from "./url-policy";

export const deliverWebhookJob = { kind: "deliver-webhook", maxAttempts: 8 } as const;

export type DeliveryOptions = {
  policy?: UrlPolicy;
  post?: (url: URL, options: PostOptions) => Promise<PostOutcome>;
  timeoutMs?: number;
  now?: () => Date;
};

type DeliveryAttempt = Pick<Job, "subjectId" | "attempts" | "maxAttempts">;

const isSuccess = (status: number) => status >= 200 && status < 300;

async function recordFailure(db: Database, deliveryId: string, job: DeliveryAttempt, failure: { statusCode?: number; error: string }) {
  const isFinal = job.attempts >= job.maxAttempts;
  await db
    .update(svcWebhookDeliveries)
    .set({
      attempts: sql`${svcWebhookDeliveries.attempts} + 1`,
      lastStatusCode: failure.statusCode ?? null,
      lastError: failure.error.slice(0, 1_000),
      ...(isFinal ? { status: "failed" as const } : {}),
    })
    .where(eq(svcWebhookDeliveries.id, deliveryId));
  throw new Error(`webhook delivery ${deliveryId} failed: ${failure.error}`);
}

/**
 * Sends one delivery of the outbox. A 2xx marks it delivered; anything else is recorded and thrown,
 * so the job is retried with backoff, and after its last attempt the delivery is marked failed.
 * The `webhook-id` is the delivery's id on every attempt, so receivers can drop repeats.
 */
export async function deliverWebhook(db: Database, job: DeliveryAttempt, options: DeliveryOptions = {}): Promise<void> {
  const [found] = await db
    .select({ delivery: svcWebhookDeliveries, webhook: svcWebhooks })
    .from(svcWebhookDeliveries)
    .leftJoin(svcWebhooks, eq(svcWebhookDeliveries.webhookId, svcWebhooks.id))
    .where(eq(svcWebhookDeliveries.id, job.subjectId));
  if (!found || found.delivery.status !== "pending") return;
  const { delivery, webhook } = found;
  if (!webhook || webhook.status !== "active") {
    await db
      .update(svcWebhookDeliveries)
      .set({ status: "failed", lastError: "the webhook is no longer active" })
      .where(eq(svcWebhookDeliveries.id, delivery.id));
    return;
  }

  const decision = await checkWebhookUrl(webhook.url, options.policy ?? webhookUrlPolicy());
  if (!decision.isAllowed) return recordFailure(db, delivery.id, job, { error: `URL refused: ${decision.reason}` });

  const body = JSON.stringify(delivery.payload);
  const signature = signWebhook(webhook.secret, { id: delivery.id, timestamp: options.now?.() ?? new Date(), body });
  let outcome: PostOutcome;
  try {
    outcome = await (options.post ?? postJson)(decision.url, {
      headers: outgoingHeaders(webhook.headers, signature),
      body,
      timeoutMs: options.timeoutMs ?? 10_000,
      ...(decision.isTrustedHost ? {} : { lookup: createPublicOnlyLookup() }),
    });
  } catch (error) {
    return recordFailure(db, delivery.id, job, { error: error instanceof Error ? error.message : String(error) });
  }
  if (!isSuccess(outcome.status)) return recordFailure(db, delivery.id, job, { statusCode: outcome.status, error: `HTTP ${outcome.status}` });

  await db
    .update(svcWebhookDeliveries)
    .set({
      status: "delivered",
      attempts: sql`${svcWebhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.status,
      lastError: null,
      deliveredAt: new Date(),
    })
    .where(eq(svcWebhookDeliveries.id, delivery.id));
}

registerJobHandler(deliverWebhookJob.kind, (db, job) => deliverWebhook(db, job));
