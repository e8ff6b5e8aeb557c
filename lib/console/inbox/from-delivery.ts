import "server-only";

import { conversationFromDelivery, eventsFromDelivery } from "@/lib/console/inbox/delivery-events";
import type { Database, DatabaseExecutor } from "@/lib/db";
import type { consoleWebhooks } from "@/lib/db/schema";
import { conversationDelivery } from "@/lib/schemas/agent-api/webhook-delivery";

import { operatorsOf, recordWait } from "./conversation-records";
import { agentName, agentStates, type AgentState } from "./inbox-agents";
import { publishInboxEventsInTransaction } from "./publish";
import type { ConsoleOrganization } from "../organizations/organizations";

type Webhook = Pick<typeof consoleWebhooks.$inferSelect, "agentId">;

/** What a delivery brings into the inbox, worked out before anything is written; undefined when nothing. */
export type InboxUpdate = { apply(tx: DatabaseExecutor): Promise<void> };

/**
 * Works out what a new delivery to a webhook of the organization changes in the inbox (reading the console
 * and asking the API what it needs), and answers how to write it: `apply` records when the conversation
 * started waiting for a person and publishes its new summary and message to every browser watching the
 * agent. Nothing is written here: the caller applies it in the transaction that stores the delivery, and the
 * browsers hear of it when that commits. A payload that does not describe a conversation changes nothing.
 */
export async function prepareInboxUpdate(
  db: Database,
  webhook: Webhook,
  organization: ConsoleOrganization,
  payload: unknown,
): Promise<InboxUpdate | undefined> {
  const parsed = conversationDelivery.safeParse(payload);
  if (!parsed.success) return undefined;
  const delivery = parsed.data;

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
      await publishInboxEventsInTransaction(
        executor,
        { organizationId: organization.id, agentId, conversationId },
        eventsFromDelivery(delivery, name, { ...known, wait }),
      );
    },
  };
}
