import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleOrganizations, type consoleWebhooks } from "@/lib/db/schema";
import { conversationFromDelivery, eventsFromDelivery } from "@/lib/inbox/delivery-events";
import { conversationDelivery } from "@/lib/schemas/agent-api/webhook-delivery";

import { operatorsOf, recordWait } from "./conversation-records";
import { agentName, agentStates, type AgentState } from "./inbox-agents";
import { publishInboxEvents } from "./publish";

type Webhook = Pick<typeof consoleWebhooks.$inferSelect, "organizationId" | "agentId">;

/**
 * Brings a new delivery into the inbox: records when the conversation started waiting for a person, and
 * publishes its new summary and message to every browser watching the agent. A payload that does not
 * describe a conversation changes nothing.
 */
export async function updateInboxFromDelivery(db: Database, webhook: Webhook, payload: unknown): Promise<void> {
  const parsed = conversationDelivery.safeParse(payload);
  if (!parsed.success) return;
  const delivery = parsed.data;
  const [organization] = await db.select().from(consoleOrganizations).where(eq(consoleOrganizations.id, webhook.organizationId));
  if (!organization) return;

  const agentId = delivery.agent.id || webhook.agentId;
  const conversationId = delivery.conversation.id;
  const [states, name, operators] = await Promise.all([
    agentStates(db, organization, agentId).catch((): AgentState[] => []),
    agentName(db, organization, agentId),
    operatorsOf(db, organization.id, [conversationId]),
  ]);
  const known = { states, operator: operators.get(conversationId) ?? null, wait: null };
  const seen = conversationFromDelivery(delivery, name, known);
  const wait = await recordWait(db, organization.id, conversationId, {
    isWaiting: seen.phase === "waiting" && seen.mode === "ai",
    since: new Date(delivery.timestamp ?? delivery.conversation.updatedAt),
    reason: delivery.conversation.escalationReason ?? null,
  });
  await publishInboxEvents(db, { organizationId: organization.id, agentId, conversationId }, eventsFromDelivery(delivery, name, { ...known, wait }));
}
