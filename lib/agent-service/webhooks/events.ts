import "server-only";
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcJobs, svcWebhookDeliveries, svcWebhooks } from "@/lib/db/schema";

import { deliverWebhookJob } from "./deliver";
import { buildConversationEventPayload, type ConversationEvent } from "./payload";
import { wakeJobWorker } from "../jobs/worker";

export type { ConversationEvent, WebhookTrigger } from "./payload";

/**
 * Records that something happened in a conversation for every active webhook of the agent listening
 * for it: one delivery row and one delivery job each, written together before this returns, so the
 * event survives a crash right after (the outbox). Answers the ids of the deliveries.
 *
 * It wakes the job worker for them, unless `isInTransaction` says the caller writes them in a transaction
 * still open: the caller then calls `wakeJobWorker` with their number once it has committed, since a lane
 * woken now would find nothing to claim.
 */
export async function emitConversationEvent(db: Database, event: ConversationEvent, { isInTransaction = false } = {}): Promise<string[]> {
  const webhooks = await db
    .select({ id: svcWebhooks.id })
    .from(svcWebhooks)
    .where(and(eq(svcWebhooks.agentId, event.agentId), eq(svcWebhooks.triggerCondition, event.trigger), eq(svcWebhooks.status, "active")));
  if (webhooks.length === 0) return [];

  const payload = await buildConversationEventPayload(db, event);
  if (!payload) return [];

  // Each delivery and its job in one statement, so neither is stored without the other.
  const payloadJson = JSON.stringify(payload);
  const { rows } = await db.execute<{ id: string }>(sql`
    with deliveries as (
      insert into ${svcWebhookDeliveries} (webhook_id, event_type, payload)
      values ${sql.join(
        webhooks.map((webhook) => sql`(${webhook.id}::uuid, ${event.trigger}, ${payloadJson}::jsonb)`),
        sql`, `,
      )}
      returning id)
    insert into ${svcJobs} (kind, subject_id, max_attempts)
    select ${deliverWebhookJob.kind}, id::text, ${deliverWebhookJob.maxAttempts}::int from deliveries
    returning subject_id as id`);
  const deliveryIds = rows.map((row) => row.id);
  if (!isInTransaction) wakeJobWorker(deliveryIds.length);
  return deliveryIds;
}
