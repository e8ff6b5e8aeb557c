import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcWebhookDeliveries, svcWebhooks } from "@/lib/db/schema";

import { enqueueJob } from "../jobs/queue";
import { wakeJobWorker } from "../jobs/worker";
import { deliverWebhookJob } from "./deliver";
import { buildConversationEventPayload, type ConversationEvent } from "./payload";

export type { ConversationEvent, WebhookTrigger } from "./payload";

/**
 * Records that something happened in a conversation for every active webhook of the agent listening
 * for it: one delivery row and one delivery job each, written together before this returns, so the
 * event survives a crash right after (the outbox). Answers the ids of the deliveries.
 */
export async function emitConversationEvent(db: Database, event: ConversationEvent): Promise<string[]> {
  const webhooks = await db
    .select({ id: svcWebhooks.id })
    .from(svcWebhooks)
    .where(and(eq(svcWebhooks.agentId, event.agentId), eq(svcWebhooks.triggerCondition, event.trigger), eq(svcWebhooks.status, "active")));
  if (webhooks.length === 0) return [];

  const payload = await buildConversationEventPayload(db, event);
  if (!payload) return [];

  const deliveryIds = await db.transaction(async (tx) => {
    const deliveries = await tx
      .insert(svcWebhookDeliveries)
      .values(webhooks.map((webhook) => ({ webhookId: webhook.id, eventType: event.trigger, payload })))
      .returning({ id: svcWebhookDeliveries.id });
    for (const delivery of deliveries) {
      await enqueueJob(tx, { kind: deliverWebhookJob.kind, subjectId: delivery.id, maxAttempts: deliverWebhookJob.maxAttempts });
    }
    return deliveries.map((delivery) => delivery.id);
  });
  wakeJobWorker();
  return deliveryIds;
}
