import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { getConversation, listConversations, listMessages } from "@/lib/agent-api/contract/conversations";
import { AgentApiError } from "@/lib/agent-api/errors";
import { isRetryableFailure } from "@/lib/agent-api/retry-policy";
import { phaseOfState } from "@/lib/console/inbox/conversation-phase";
import { userDisplayName } from "@/lib/console/inbox/inbox-conversation-of";
import { toInboxConversation, toThreadMessage } from "@/lib/console/inbox/to-inbox-conversation";
import type { Database } from "@/lib/db";
import { consoleConversationReads, consoleInboxEvents, consoleManualMessages } from "@/lib/db/schema";
import { inboxEvent, type InboxConversation, type InboxList, type InboxThread } from "@/lib/schemas/console/inbox";

import { operatorsOf, waitsOf } from "./conversation-records";
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

/** The last message of each conversation, as the console's inbox events recorded it. */
async function lastMessagesOf(db: Database, organizationId: string, conversationIds: readonly string[]) {
  const last = new Map<string, InboxConversation["lastMessage"]>();
  if (conversationIds.length === 0) return last;
  const rows = await db
    .selectDistinctOn([consoleInboxEvents.conversationId], { conversationId: consoleInboxEvents.conversationId, event: consoleInboxEvents.event })
    .from(consoleInboxEvents)
    .where(
      and(
        eq(consoleInboxEvents.organizationId, organizationId),
        inArray(consoleInboxEvents.conversationId, [...conversationIds]),
        sql`${consoleInboxEvents.event}->>'type' = 'message'`,
      ),
    )
    .orderBy(consoleInboxEvents.conversationId, desc(consoleInboxEvents.id));
  for (const row of rows) {
    const parsed = inboxEvent.safeParse(row.event);
    if (parsed.success && parsed.data.type === "message") {
      const { id, text, senderRole, at } = parsed.data.message;
      last.set(row.conversationId, { id, text, senderRole, at });
    }
  }
  return last;
}

async function readUntilOf(db: Database, userId: string, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return {};
  const rows = await db
    .select()
    .from(consoleConversationReads)
    .where(and(eq(consoleConversationReads.userId, userId), inArray(consoleConversationReads.conversationId, [...conversationIds])));
  return Object.fromEntries(rows.map((row) => [row.conversationId, row.readUntil.toISOString()]));
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
  const [operators, waits, lastMessages, readUntil] = await Promise.all([
    operatorsOf(db, organization.id, conversationIds),
    waitsOf(db, organization.id, conversationIds),
    lastMessagesOf(db, organization.id, conversationIds),
    readUntilOf(db, user.id, conversationIds),
  ]);
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
