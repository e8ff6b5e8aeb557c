import "server-only";
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcWebhookDeliveries, svcWebhookDeliveryAttempts, svcWebhooks } from "@/lib/db/schema";

import { outgoingHeaders } from "./headers";
import { inProcessPost } from "./in-process-receiver";
import { postJson, type PostOptions, type PostOutcome } from "./post-json";
import { createPublicOnlyLookup } from "./public-lookup";
import { openSigningSecret } from "./sealed-secret";
import { signWebhook } from "./signing";
import { checkWebhookUrl, webhookUrlPolicy, type UrlPolicy } from "./url-policy";
import type { Job } from "../jobs/queue";
import { registerJobHandler } from "../jobs/worker";

export const deliverWebhookJob = { kind: "deliver-webhook", maxAttempts: 8 } as const;

export type DeliveryOptions = {
  policy?: UrlPolicy;
  post?: (url: URL, options: PostOptions) => Promise<PostOutcome>;
  timeoutMs?: number;
  now?: () => Date;
};

type DeliveryAttempt = Pick<Job, "subjectId" | "attempts" | "maxAttempts">;

const isSuccess = (status: number) => status >= 200 && status < 300;

/** When an attempt started, on the wall clock (for the log) and the monotonic one (for its latency). */
type AttemptClock = { startedAt: Date; startedTick: number };

const startAttempt = (now?: () => Date): AttemptClock => ({ startedAt: now?.() ?? new Date(), startedTick: performance.now() });

type AttemptOutcome = { statusCode?: number; error?: string };

/**
 * Counts the attempt on the delivery and adds it to the delivery's log (when, the receiver's status or why
 * there was none, how long it took), with whatever else the outcome changes, in one statement.
 */
async function recordAttempt(
  db: Database,
  deliveryId: string,
  clock: AttemptClock,
  outcome: AttemptOutcome,
  changes: Partial<typeof svcWebhookDeliveries.$inferInsert>,
) {
  const durationMs = Math.max(0, Math.round(performance.now() - clock.startedTick));
  const logged = db.$with("logged").as(
    db
      .insert(svcWebhookDeliveryAttempts)
      .values({
        deliveryId,
        attemptedAt: clock.startedAt,
        statusCode: outcome.statusCode ?? null,
        durationMs,
        error: outcome.error?.slice(0, 1_000) ?? null,
      })
      .returning({ id: svcWebhookDeliveryAttempts.id }),
  );
  await db
    .with(logged)
    .update(svcWebhookDeliveries)
    .set({ attempts: sql`${svcWebhookDeliveries.attempts} + 1`, lastStatusCode: outcome.statusCode ?? null, ...changes })
    .where(eq(svcWebhookDeliveries.id, deliveryId));
}

async function recordFailure(db: Database, deliveryId: string, job: DeliveryAttempt, clock: AttemptClock, failure: { statusCode?: number; error: string }) {
  const isFinal = job.attempts >= job.maxAttempts;
  await recordAttempt(db, deliveryId, clock, failure, { lastError: failure.error.slice(0, 1_000), ...(isFinal ? { status: "failed" as const } : {}) });
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

  const clock = startAttempt(options.now);
  const decision = await checkWebhookUrl(webhook.url, options.policy ?? webhookUrlPolicy());
  if (!decision.isAllowed) return recordFailure(db, delivery.id, job, clock, { error: `URL refused: ${decision.reason}` });

  let secret: string;
  try {
    secret = openSigningSecret(webhook);
  } catch (error) {
    return recordFailure(db, delivery.id, job, clock, { error: error instanceof Error ? error.message : String(error) });
  }
  const body = JSON.stringify(delivery.payload);
  const signature = signWebhook(secret, { id: delivery.id, timestamp: clock.startedAt, body });
  // The console's own receiver on this server takes the delivery in-process: the same signed request, without HTTP.
  const post = options.post ?? (decision.isConsoleReceiver ? inProcessPost() : undefined) ?? postJson;
  let outcome: PostOutcome;
  try {
    outcome = await post(decision.url, {
      headers: outgoingHeaders(webhook.headers, signature),
      body,
      timeoutMs: options.timeoutMs ?? 10_000,
      ...(decision.isTrustedHost ? {} : { lookup: createPublicOnlyLookup() }),
    });
  } catch (error) {
    return recordFailure(db, delivery.id, job, clock, { error: error instanceof Error ? error.message : String(error) });
  }
  if (!isSuccess(outcome.status)) return recordFailure(db, delivery.id, job, clock, { statusCode: outcome.status, error: `HTTP ${outcome.status}` });

  await recordAttempt(db, delivery.id, clock, { statusCode: outcome.status }, { status: "delivered", lastError: null, deliveredAt: new Date() });
}

registerJobHandler(deliverWebhookJob.kind, (db, job) => deliverWebhook(db, job));
