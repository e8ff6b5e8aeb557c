import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleWebhookDeliveries, consoleWebhooks } from "@/lib/db/schema";

import { summarizeDeliveryPayload } from "./payload-summary";

type WebhookRow = typeof consoleWebhooks.$inferSelect;

/**
 * Stores a signed delivery once per `webhook-id`. A repeat (delivery is at-least-once) answers the stored
 * delivery's id with `isDuplicate`, so only the first one is acted on.
 */
export async function recordWebhookDelivery(
  db: DatabaseExecutor,
  webhook: WebhookRow,
  delivery: { messageId: string; payload: unknown; receivedAt?: Date },
): Promise<{ id: string; isDuplicate: boolean }> {
  const summary = summarizeDeliveryPayload(delivery.payload);
  const [inserted] = await db
    .insert(consoleWebhookDeliveries)
    .values({
      webhookId: webhook.id,
      messageId: delivery.messageId,
      eventType: summary.eventType ?? webhook.triggerCondition,
      conversationId: summary.conversationId,
      isSignatureValid: true,
      payload: delivery.payload,
      ...(delivery.receivedAt ? { receivedAt: delivery.receivedAt } : {}),
    })
    .onConflictDoNothing({ target: [consoleWebhookDeliveries.webhookId, consoleWebhookDeliveries.messageId] })
    .returning({ id: consoleWebhookDeliveries.id });
  if (inserted) return { id: inserted.id, isDuplicate: false };
  const [stored] = await db
    .select({ id: consoleWebhookDeliveries.id })
    .from(consoleWebhookDeliveries)
    .where(and(eq(consoleWebhookDeliveries.webhookId, webhook.id), eq(consoleWebhookDeliveries.messageId, delivery.messageId)));
  return { id: stored!.id, isDuplicate: true };
}

/**
 * Counts a refused request on its webhook, with when and why the last one was refused: nothing it carried is
 * stored, so forged requests cannot fill the delivery log.
 */
export async function countRefusedDelivery(db: DatabaseExecutor, webhookId: string, reason: string): Promise<void> {
  await db
    .update(consoleWebhooks)
    .set({ refusedDeliveries: sql`${consoleWebhooks.refusedDeliveries} + 1`, lastRefusedAt: new Date(), lastRefusalReason: reason })
    .where(eq(consoleWebhooks.id, webhookId));
}

const listedColumns = {
  id: consoleWebhookDeliveries.id,
  webhookId: consoleWebhookDeliveries.webhookId,
  webhookTitle: consoleWebhooks.title,
  messageId: consoleWebhookDeliveries.messageId,
  eventType: consoleWebhookDeliveries.eventType,
  conversationId: consoleWebhookDeliveries.conversationId,
  receivedAt: consoleWebhookDeliveries.receivedAt,
  isSignatureValid: consoleWebhookDeliveries.isSignatureValid,
  refusalReason: consoleWebhookDeliveries.refusalReason,
};

const ofAgent = (organizationId: string, agentId: string) => and(eq(consoleWebhooks.organizationId, organizationId), eq(consoleWebhooks.agentId, agentId));

/** The deliveries of the agent's webhooks, newest first, one page at a time. */
export async function listAgentDeliveries(
  db: DatabaseExecutor,
  owner: { organizationId: string; agentId: string },
  paging: { page: number; pageSize: number },
) {
  const where = ofAgent(owner.organizationId, owner.agentId);
  const [data, [totals]] = await Promise.all([
    db
      .select(listedColumns)
      .from(consoleWebhookDeliveries)
      .innerJoin(consoleWebhooks, eq(consoleWebhookDeliveries.webhookId, consoleWebhooks.id))
      .where(where)
      .orderBy(desc(consoleWebhookDeliveries.receivedAt), desc(consoleWebhookDeliveries.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: count() })
      .from(consoleWebhookDeliveries)
      .innerJoin(consoleWebhooks, eq(consoleWebhookDeliveries.webhookId, consoleWebhooks.id))
      .where(where),
  ]);
  return { data, page: paging.page, pageSize: paging.pageSize, total: totals?.total ?? 0 };
}

/** One delivery of the agent's webhooks with its payload, or undefined. */
export async function findAgentDelivery(db: DatabaseExecutor, owner: { organizationId: string; agentId: string }, deliveryId: string) {
  const [found] = await db
    .select({ ...listedColumns, payload: consoleWebhookDeliveries.payload })
    .from(consoleWebhookDeliveries)
    .innerJoin(consoleWebhooks, eq(consoleWebhookDeliveries.webhookId, consoleWebhooks.id))
    .where(and(ofAgent(owner.organizationId, owner.agentId), eq(consoleWebhookDeliveries.id, deliveryId)));
  return found;
}
