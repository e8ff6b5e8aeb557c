import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcJobs, svcWebhookDeliveries, svcWebhookDeliveryAttempts, svcWebhooks } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import {
  webhookTestEventType,
  type WebhookDeliveryAttempt,
  type WebhookDeliveryResponse,
  type WebhookDeliveryStatus,
} from "@/lib/schemas/agent-api/webhook-deliveries";

import { badRequest, notFound } from "../errors";
import { deliverWebhookJob } from "./deliver";
import { canReplay, deliveryState, nextAttemptAt, storedFilter } from "./delivery-state";
import { wakeJobWorker } from "../jobs/worker";

type WebhookRow = typeof svcWebhooks.$inferSelect;
type DeliveryRow = typeof svcWebhookDeliveries.$inferSelect;
type AgentNames = { id: string; name: string; publicName: string };

/** How many of its latest attempts each listed delivery carries. */
const recentAttemptsShown = 10;

const iso = (date: Date) => date.toISOString();

/** One of the agent's webhooks, or 404 (one of another agent is not found either). */
export async function findAgentWebhook(db: Database, agentId: string, webhookId: string): Promise<WebhookRow> {
  const [webhook] = isUuid(webhookId)
    ? await db
        .select()
        .from(svcWebhooks)
        .where(and(eq(svcWebhooks.id, webhookId), eq(svcWebhooks.agentId, agentId)))
    : [];
  if (!webhook) throw notFound("Webhook", webhookId);
  return webhook;
}

async function findDelivery(db: Database, webhookId: string, deliveryId: string): Promise<DeliveryRow> {
  const [delivery] = isUuid(deliveryId)
    ? await db
        .select()
        .from(svcWebhookDeliveries)
        .where(and(eq(svcWebhookDeliveries.id, deliveryId), eq(svcWebhookDeliveries.webhookId, webhookId)))
    : [];
  if (!delivery) throw notFound("Webhook delivery", deliveryId);
  return delivery;
}

/** Each delivery's latest attempts, newest first, and its latest job (which says when the next attempt is due). */
async function progressOf(db: Database, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return { attempts: new Map<string, WebhookDeliveryAttempt[]>(), jobs: new Map<string, typeof svcJobs.$inferSelect>() };
  const [attemptRows, jobRows] = await Promise.all([
    db.execute<{ delivery_id: string; attempted_at: string | Date; status_code: number | null; duration_ms: number; error: string | null }>(sql`
      select delivery_id, attempted_at, status_code, duration_ms, error from (
        select *, row_number() over (partition by delivery_id order by attempted_at desc, id) as position
          from ${svcWebhookDeliveryAttempts}
         where delivery_id in (${sql.join(
           deliveryIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})) ranked
       where position <= ${recentAttemptsShown}
       order by attempted_at desc`),
    db
      .selectDistinctOn([svcJobs.subjectId])
      .from(svcJobs)
      .where(and(eq(svcJobs.kind, deliverWebhookJob.kind), inArray(svcJobs.subjectId, deliveryIds)))
      .orderBy(svcJobs.subjectId, desc(svcJobs.createdAt)),
  ]);
  const attempts = new Map<string, WebhookDeliveryAttempt[]>();
  for (const row of attemptRows.rows) {
    const list = attempts.get(row.delivery_id) ?? [];
    list.push({ attemptedAt: iso(new Date(row.attempted_at)), statusCode: row.status_code, latencyMs: row.duration_ms, error: row.error });
    attempts.set(row.delivery_id, list);
  }
  return { attempts, jobs: new Map(jobRows.map((job) => [job.subjectId, job])) };
}

function present(delivery: DeliveryRow, attempts: WebhookDeliveryAttempt[], job: typeof svcJobs.$inferSelect | undefined): WebhookDeliveryResponse {
  const [latest] = attempts;
  const next = nextAttemptAt(delivery, job);
  return {
    id: delivery.id,
    webhookId: delivery.webhookId,
    eventType: delivery.eventType,
    status: deliveryState(delivery),
    attempts: delivery.attempts,
    responseStatusCode: delivery.lastStatusCode,
    latencyMs: latest?.latencyMs ?? null,
    lastError: delivery.lastError,
    nextRetryAt: next ? iso(next) : null,
    createdAt: iso(delivery.createdAt),
    lastAttemptAt: latest?.attemptedAt ?? null,
    deliveredAt: delivery.deliveredAt ? iso(delivery.deliveredAt) : null,
    recentAttempts: attempts,
  };
}

async function presentOne(db: Database, delivery: DeliveryRow): Promise<WebhookDeliveryResponse> {
  const { attempts, jobs } = await progressOf(db, [delivery.id]);
  return present(delivery, attempts.get(delivery.id) ?? [], jobs.get(delivery.id));
}

function stateCondition(state: WebhookDeliveryStatus): SQL | undefined {
  const stored = storedFilter(state);
  const failed =
    stored.hasFailed === undefined ? undefined : stored.hasFailed ? isNotNull(svcWebhookDeliveries.lastError) : isNull(svcWebhookDeliveries.lastError);
  return and(eq(svcWebhookDeliveries.status, stored.status), failed);
}

/** A page of the webhook's deliveries, newest first, optionally in one state. */
export async function listDeliveries(db: Database, webhookId: string, query: { page: number; pageSize: number; status?: WebhookDeliveryStatus }) {
  const where = and(eq(svcWebhookDeliveries.webhookId, webhookId), query.status ? stateCondition(query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(svcWebhookDeliveries)
      .where(where)
      .orderBy(desc(svcWebhookDeliveries.createdAt), desc(svcWebhookDeliveries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(svcWebhookDeliveries).where(where),
  ]);
  const { attempts, jobs } = await progressOf(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => present(row, attempts.get(row.id) ?? [], jobs.get(row.id))), totalItems: total?.value ?? 0 };
}

const requireActive = (webhook: WebhookRow) => {
  if (webhook.status !== "active") throw badRequest("The webhook is inactive: nothing is sent to it.");
};

/** Puts the delivery back in the outbox with a fresh series of attempts; same body, same `webhook-id`. */
export async function replayDelivery(db: Database, webhook: WebhookRow, deliveryId: string): Promise<WebhookDeliveryResponse> {
  requireActive(webhook);
  const delivery = await findDelivery(db, webhook.id, deliveryId);
  if (!canReplay(delivery)) throw badRequest("The delivery is still being sent: replay it once it is delivered or has failed.");
  const replayed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(svcWebhookDeliveries)
      .set({ status: "pending", deliveredAt: null, lastError: null, lastStatusCode: null })
      .where(and(eq(svcWebhookDeliveries.id, delivery.id), sql`${svcWebhookDeliveries.status} <> 'pending'`))
      .returning();
    if (!row) return undefined;
    await tx.insert(svcJobs).values({ kind: deliverWebhookJob.kind, subjectId: row.id, maxAttempts: deliverWebhookJob.maxAttempts });
    return row;
  });
  if (!replayed) throw badRequest("The delivery is still being sent: replay it once it is delivered or has failed.");
  wakeJobWorker();
  return presentOne(db, replayed);
}

/** The body of a test event: who sends it and to which webhook, and no conversation. */
export function testEventPayload(agent: AgentNames, webhook: Pick<WebhookRow, "id" | "title" | "triggerCondition">, now = new Date()) {
  return {
    type: webhookTestEventType,
    id: crypto.randomUUID(),
    timestamp: iso(now),
    agent: { id: agent.id, name: agent.name, publicName: agent.publicName },
    webhook: { id: webhook.id, title: webhook.title, triggerCondition: webhook.triggerCondition },
  };
}

/** Queues a test event to the webhook, whatever it listens for: a delivery and its job, written together. */
export async function sendTestEvent(db: Database, agent: AgentNames, webhook: WebhookRow): Promise<WebhookDeliveryResponse> {
  requireActive(webhook);
  const delivery = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(svcWebhookDeliveries)
      .values({ webhookId: webhook.id, eventType: webhookTestEventType, payload: testEventPayload(agent, webhook) })
      .returning();
    await tx.insert(svcJobs).values({ kind: deliverWebhookJob.kind, subjectId: row!.id, maxAttempts: deliverWebhookJob.maxAttempts });
    return row!;
  });
  wakeJobWorker();
  return presentOne(db, delivery);
}
