import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { getConversation, listConversations, listMessages } from "@/lib/agent-api/contract/conversations";
import { AgentApiError } from "@/lib/agent-api/errors";
import { isRetryableFailure } from "@/lib/agent-api/retry-policy";
import { phaseOfState } from "@/lib/console/inbox/conversation-phase";
import { userDisplayName } from "@/lib/console/inbox/inbox-conversation-of";
import { toInboxConversation, toThreadMessage } from "@/lib/console/inbox/to-inbox-conversation";
import type { Database } from "@/lib/db";
import {
  consoleConversationAssignments,
  consoleConversationReads,
  consoleConversationWaits,
  consoleInboxEvents,
  consoleManualMessages,
  consoleUsers,
} from "@/lib/db/schema";
import { inboxEvent, type InboxConversation, type InboxList, type InboxThread } from "@/lib/schemas/console/inbox";

import { operatorsOf, waitsOf, type RecordedWait } from "./conversation-records";
import { agentName, agentStates, inboxAgentIds } from "./inbox-agents";
import { ensureInboxWebhooks } from "./inbox-webhooks";
import { describeFailure } from "../agents/agent-views";
import type { SessionUser } from "../auth/session";
import type { ConsoleOrganization } from "../organizations/organizations";
import { isPlaygroundConversation } from "../playground/playground-view";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

/** How many of each agent's most recently active conversations the inbox holds. */
const conversationsPerAgent = 100;

const asAgent = (organization: ConsoleOrganization, agentId: string) => ({ as: "agent" as const, organization, agentId });

/** A row of `consoleKnowledgeOf`, as the driver answers it: timestamps and the event are read the way their columns read them. */
type KnownRow = {
  conversation_id: string;
  operator_id: string | null;
  operator_name: string | null;
  waiting_since: string | Date | null;
  wait_reason: string | null;
  read_until: string | Date | null;
  last_event: unknown;
};

/** A timestamp with time zone as a driver answers it (its text, or a Date), as an ISO string: what drizzle's column would make of it. */
const isoOf = (value: string | Date) => new Date(value).toISOString();

/**
 * What only the console knows of these conversations, in one statement: the operator assigned, the wait it
 * recorded, the last message its inbox events recorded (the latest message event; one that no longer reads as
 * a message leaves the conversation without a last message) and how far the user has read. The ids go as one
 * JSON parameter, so a statement for a hundred conversations is planned as quickly as one for a single one.
 */
async function consoleKnowledgeOf(db: Database, organizationId: string, userId: string, conversationIds: readonly string[]) {
  const operators = new Map<string, NonNullable<InboxConversation["operator"]>>();
  const waits = new Map<string, RecordedWait>();
  const lastMessages = new Map<string, InboxConversation["lastMessage"]>();
  const readUntil: Record<string, string> = {};
  if (conversationIds.length === 0) return { operators, waits, lastMessages, readUntil };
  // Each part is read per listed conversation through its own index (at most one row each), whatever the
  // planner's statistics say of the tables.
  const { rows } = await db.execute<KnownRow>(sql`
    select listed.id as conversation_id, assigned.operator_id, assigned.operator_name, wait.waiting_since, wait.reason as wait_reason,
      reading.read_until, last.event as last_event
    from (select distinct value as id from jsonb_array_elements_text(${JSON.stringify(conversationIds)}::jsonb)) as listed
    left join lateral (
      select operator.id as operator_id, operator.name as operator_name
      from ${consoleConversationAssignments} as assignment join ${consoleUsers} as operator on operator.id = assignment.operator_user_id
      where assignment.organization_id = ${organizationId} and assignment.conversation_id = listed.id
      limit 1
    ) as assigned on true
    left join lateral (
      select waiting_since, reason from ${consoleConversationWaits} as recorded_wait
      where recorded_wait.organization_id = ${organizationId} and recorded_wait.conversation_id = listed.id
      limit 1
    ) as wait on true
    left join lateral (
      select read_until from ${consoleConversationReads} as marker
      where marker.user_id = ${userId} and marker.conversation_id = listed.id
      limit 1
    ) as reading on true
    left join lateral (
      select event from ${consoleInboxEvents} as recorded
      where recorded.organization_id = ${organizationId} and recorded.conversation_id = listed.id and recorded.event->>'type' = 'message'
      order by recorded.id desc
      limit 1
    ) as last on true`);
  for (const row of rows) {
    const id = row.conversation_id;
    if (row.operator_id && row.operator_name !== null) operators.set(id, { id: row.operator_id, name: row.operator_name });
    if (row.waiting_since !== null) waits.set(id, { waitingSince: isoOf(row.waiting_since), reason: row.wait_reason });
    if (row.read_until !== null) readUntil[id] = isoOf(row.read_until);
    if (row.last_event !== null) {
      const parsed = inboxEvent.safeParse(consoleInboxEvents.event.mapFromDriverValue(row.last_event));
      if (parsed.success && parsed.data.type === "message") {
        const { id: messageId, text, senderRole, at } = parsed.data.message;
        lastMessages.set(id, { id: messageId, text, senderRole, at });
      }
    }
  }
  return { operators, waits, lastMessages, readUntil };
}

/**
 * The inbox: the latest conversations of every agent the user works on, each read with the agent's own key,
 * joined with what only the console knows (assignments, recorded waits, last messages, read markers). An
 * agent whose conversations cannot be read is listed with the reason instead of failing the inbox. Each
 * agent's events are made to reach the console's receiver, so the inbox stays live.
 */
export async function listInbox(db: Database, user: SessionUser, organization: ConsoleOrganization): Promise<InboxList> {
  const agentIds = await inboxAgentIds(db, user, organization);
  const perAgent = await Promise.all(
    agentIds.map(async (agentId) => {
      const [name] = await Promise.all([agentName(db, organization, agentId), ensureInboxWebhooks(db, organization, agentId, user.id)]);
      try {
        const [page, states] = await Promise.all([
          callUpstream(db, asAgent(organization, agentId), listConversations, {
            query: { page: 1, pageSize: conversationsPerAgent, orderBy: "updatedAt", orderDirection: "DESC" },
          }),
          agentStates(db, organization, agentId),
        ]);
        return {
          agent: { id: agentId, name, problem: null },
          conversations: page.data.filter((conversation) => !isPlaygroundConversation(conversation)),
          states,
        };
      } catch (error) {
        return { agent: { id: agentId, name, problem: describeFailure(error) }, conversations: [], states: [] };
      }
    }),
  );
  const conversationIds = perAgent.flatMap((entry) => entry.conversations.map((conversation) => conversation.id));
  const { operators, waits, lastMessages, readUntil } = await consoleKnowledgeOf(db, organization.id, user.id, conversationIds);
  const conversations = perAgent.flatMap(({ agent, conversations: list, states }) =>
    list.map((conversation) =>
      toInboxConversation(conversation, agent, {
        states,
        operator: operators.get(conversation.id) ?? null,
        wait: waits.get(conversation.id) ?? null,
        lastMessage: lastMessages.get(conversation.id) ?? null,
      }),
    ),
  );
  return { conversations, agents: perAgent.map((entry) => entry.agent), readUntil, operatorId: user.id };
}

/**
 * Which of the user's agents a conversation belongs to: the one the console's events name, else the first
 * agent that can read it. A conversation none of them has is not in the user's inbox.
 */
export async function agentOfConversation(db: Database, user: SessionUser, organization: ConsoleOrganization, conversationId: string): Promise<string> {
  const agentIds = await inboxAgentIds(db, user, organization);
  const [seen] = await db
    .select({ agentId: consoleInboxEvents.agentId })
    .from(consoleInboxEvents)
    .where(and(eq(consoleInboxEvents.organizationId, organization.id), eq(consoleInboxEvents.conversationId, conversationId)))
    .orderBy(desc(consoleInboxEvents.id))
    .limit(1);
  if (seen && agentIds.includes(seen.agentId)) return seen.agentId;
  const found = await Promise.all(
    agentIds.map((agentId) =>
      callUpstream(db, asAgent(organization, agentId), getConversation, { params: { id: conversationId } }).then(
        () => ({ agentId }),
        (error: unknown) => ({ error }),
      ),
    ),
  );
  const owner = found.find((result) => "agentId" in result);
  if (owner && "agentId" in owner) return owner.agentId;
  // Only an agent that says it has no such conversation rules itself out; an upstream that did not answer is
  // reported as such (the caller may try again), never as a conversation that does not exist.
  const outage = found.find((result) => "error" in result && result.error instanceof AgentApiError && isRetryableFailure(result.error));
  if (outage && "error" in outage) throw outage.error;
  throw new ConsoleRouteError(404, "NOT_FOUND", "This conversation is not in your inbox.");
}

/** The names of the operators who wrote these manual messages through the console, by message id. */
async function authorsOf(db: Database, organizationId: string, messageIds: readonly string[]) {
  if (messageIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ messageId: consoleManualMessages.messageId, message: consoleManualMessages.message })
    .from(consoleManualMessages)
    .where(and(eq(consoleManualMessages.organizationId, organizationId), inArray(consoleManualMessages.messageId, [...messageIds])));
  return new Map(
    rows.flatMap((row) => {
      const author = row.message?.authorName;
      return row.messageId && typeof author === "string" ? [[row.messageId, author] as const] : [];
    }),
  );
}

/** One conversation as the inbox opens it: summary, messages with their files and votes, the user, the states. */
export async function readThread(db: Database, organization: ConsoleOrganization, agentId: string, conversationId: string): Promise<InboxThread> {
  const caller = asAgent(organization, agentId);
  const [conversation, { messages }, states, name, operators, waits] = await Promise.all([
    callUpstream(db, caller, getConversation, { params: { id: conversationId } }),
    callUpstream(db, caller, listMessages, { params: { id: conversationId }, query: { orderDirection: "ASC", shouldIncludeFeedbacks: "true" } }),
    agentStates(db, organization, agentId),
    agentName(db, organization, agentId),
    operatorsOf(db, organization.id, [conversationId]),
    waitsOf(db, organization.id, [conversationId]),
  ]);
  const authors = await authorsOf(
    db,
    organization.id,
    messages.filter((message) => message.senderRole === "manual_assistant").map((message) => message.id),
  );
  const thread = messages.map((message) => toThreadMessage(message, authors.get(message.id) ?? null));
  const last = thread.at(-1);
  const summary = toInboxConversation(
    conversation,
    { id: agentId, name },
    {
      states,
      operator: operators.get(conversationId) ?? null,
      wait: waits.get(conversationId) ?? null,
      lastMessage: last ? { id: last.id, text: last.text, senderRole: last.senderRole, at: last.at } : null,
    },
  );
  const { user } = conversation;
  const assigned = conversation.assignedUser;
  return {
    conversation: summary,
    messages: thread,
    contact: {
      id: user.id,
      name: userDisplayName(user),
      email: user.email ?? null,
      phoneNumber: user.phoneNumber ?? null,
      context: user.context ?? null,
    },
    states: states.map((state) => ({ ...state, phase: phaseOfState(state.name) })),
    assignedUser: assigned ? { name: `${assigned.firstName} ${assigned.lastName}`.trim() || assigned.email, email: assigned.email } : null,
    summary: conversation.summary ?? null,
  };
}

/** Whether an upstream failure means the conversation is gone. */
export const isNotFound = (error: unknown) => error instanceof AgentApiError && error.status === 404;
