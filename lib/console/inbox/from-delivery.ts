import "server-only";
import { eq } from "drizzle-orm";

import { conversationFromDelivery, eventsFromDelivery } from "@/lib/console/inbox/delivery-events";
import type { Database } from "@/lib/db";
import { consoleOrganizations, type consoleWebhooks } from "@/lib/db/schema";
import { conversationDelivery } from "@/lib/schemas/agent-api/webhook-delivery";

import { operatorsOf, recordWait } from "./conversation-records";
import { agentName, agentStates, type AgentState } from "./inbox-agents";
import { publishInboxEvents } from "./publish";

type Webhook = Pick<typeof consoleWebhooks.$inferSelect, "organizationId" | "agentId">;

/** What a delivery brings into the inbox, worked out before anything is written; undefined when nothing. */
export type InboxUpdate = { apply(db: Database): Promise<void> };

/**
 * Works out what a new delivery changes in the inbox (reading the console and asking the API what it needs),
 * and answers how to write it: `apply` records when the conversation started waiting for a person and
 * publishes its new summary and message to every browser watching the agent. Nothing is written here, so
 * the caller can apply it in the transaction that stores the delivery. A payload that does not describe a
 * conversation changes nothing.
 */
export async function prepareInboxUpdate(db: Database, webhook: Webhook, payload: unknown): Promise<InboxUpdate | undefined> {
  const parsed = conversationDelivery.safeParse(payload);
  if (!parsed.success) return undefined;
  const delivery = parsed.data;
  const [organization] = await db.select().from(consoleOrganizations).where(eq(consoleOrganizations.id, webhook.organizationId));
  if (!organization) return undefined;

  const agentId = delivery.agent.id || webhook.agentId;
  const conversationId = delivery.conversation.id;
  const [states, name, operators] = await Promise.all([
    agentStates(db, organization, agentId).catch((): AgentState[] => []),
    agentName(db, organization, agentId),
    operatorsOf(db, organization.id, [conversationId]),
  ]);
  const known = { states, operator: operators.get(conversationId) ?? null, wait: null };
  const seen = conversationFromDelivery(delivery, name, known);
  return {
    async apply(executor) {
      const wait = await recordWait(executor, organization.id, conversationId, {
        isWaiting: seen.phase === "waiting" && seen.mode === "ai",
        since: new Date(delivery.timestamp ?? delivery.conversation.updatedAt),
        reason: delivery.conversation.escalationReason ?? null,
      });
      await publishInboxEvents(executor, { organizationId: organization.id, agentId, conversationId }, eventsFromDelivery(delivery, name, { ...known, wait }));
    },
  };
}
