import "server-only";
import { and, count, countDistinct, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";

import type { DatabaseExecutor } from "@/lib/db";
import { svcConversationUsers, svcConversations, svcFeedbacks, svcMessages, svcResourceUsage } from "@/lib/db/schema";
import type { ActivityResponse } from "@/lib/schemas/agent-api/statistics";

import { emptyHour, mergeHourRows, summarizeConversations, type ConversationFacts, type HourTotals } from "./activity-figures";

export type Period = { start: Date; end: Date };

/**
 * What the figures leave out: the conversations of the agent's users created with a source (a console's
 * test users), each condition on the rows of one table. Subqueries, so no list of ids travels.
 */
export function leftOut(db: DatabaseExecutor, agentId: string, userSource: string | undefined) {
  if (!userSource) return { conversations: [], messages: [], usage: [], feedback: [] };
  const users = db
    .select({ id: svcConversationUsers.id })
    .from(svcConversationUsers)
    .where(and(eq(svcConversationUsers.agentId, agentId), eq(svcConversationUsers.source, userSource)));
  const conversations = db.select({ id: svcConversations.id }).from(svcConversations).where(inArray(svcConversations.conversationUserId, users));
  return {
    conversations: [notInArray(svcConversations.conversationUserId, users)],
    messages: [notInArray(svcMessages.conversationId, conversations)],
    usage: [or(isNull(svcResourceUsage.conversationUserId), notInArray(svcResourceUsage.conversationUserId, users))!],
    feedback: [notInArray(svcFeedbacks.conversationUserId, users)],
  };
}

type LeftOut = ReturnType<typeof leftOut>;

const maxResponseSamples = 5_000;
const maxUsers = 200;

/** The UTC hour a timestamp falls in, as an ISO string. */
const hourOf = (column: PgColumn) => sql<string>`to_char(date_trunc('hour', ${column} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00.000"Z"')`;

const within = (column: PgColumn, period: Period): SQL[] => [gte(column, period.start), lt(column, period.end)];

async function hourlyTotals(db: DatabaseExecutor, agentId: string, period: Period, without: LeftOut): Promise<HourTotals[]> {
  const conversationHour = hourOf(svcConversations.createdAt);
  const messageHour = hourOf(svcMessages.createdAt);
  const usageHour = hourOf(svcResourceUsage.createdAt);
  const [conversations, messages, usage] = await Promise.all([
    db
      .select({ hour: conversationHour, total: count() })
      .from(svcConversations)
      .where(and(eq(svcConversations.agentId, agentId), ...within(svcConversations.createdAt, period), ...without.conversations))
      .groupBy(conversationHour),
    db
      .select({ hour: messageHour, total: count() })
      .from(svcMessages)
      .where(and(eq(svcMessages.agentId, agentId), ...within(svcMessages.createdAt, period), ...without.messages))
      .groupBy(messageHour),
    db
      .select({ hour: usageHour, type: svcResourceUsage.type, total: sql<number>`coalesce(sum(${svcResourceUsage.amount}), 0)` })
      .from(svcResourceUsage)
      .where(and(eq(svcResourceUsage.agentId, agentId), ...within(svcResourceUsage.createdAt, period), ...without.usage))
      .groupBy(usageHour, svcResourceUsage.type),
  ]);
  const usageField = { OPENAI_TOKENS: "tokens", VAPI_SECONDS: "seconds", SMS: "sms", EMAILS: "emails" } as const;
  return mergeHourRows([
    ...conversations.map((row) => ({ ...emptyHour(row.hour), conversations: Number(row.total) })),
    ...messages.map((row) => ({ ...emptyHour(row.hour), messages: Number(row.total) })),
    ...usage.map((row) => ({ ...emptyHour(row.hour), [usageField[row.type]]: Number(row.total) })),
  ]);
}

/** Each conversation started in the period, with whether a person took part and when one first answered. */
async function conversationFacts(db: DatabaseExecutor, agentId: string, period: Period, without: LeftOut): Promise<ConversationFacts[]> {
  // The subqueries name the outer row by its table-qualified column: an interpolated column renders unqualified here.
  const rows = await db
    .select({
      source: svcConversations.source,
      mode: svcConversations.mode,
      createdAt: svcConversations.createdAt,
      escalatedAt: svcConversations.escalatedAt,
      firstHumanReplyMs: sql<
        number | null
      >`(select extract(epoch from min(m.created_at)) * 1000 from svc_messages m where m.conversation_id = svc_conversations.id and m.sender_role = 'manual_assistant')`,
      hasAgentReply: sql<boolean>`exists (select 1 from svc_messages m where m.conversation_id = svc_conversations.id and m.sender_role = 'assistant')`,
    })
    .from(svcConversations)
    .where(and(eq(svcConversations.agentId, agentId), ...within(svcConversations.createdAt, period), ...without.conversations));
  return rows.map((row) => ({
    source: row.source,
    mode: row.mode,
    createdAt: row.createdAt,
    escalatedAt: row.escalatedAt,
    firstHumanReplyAt: row.firstHumanReplyMs === null ? null : new Date(Math.round(Number(row.firstHumanReplyMs))),
    hasAgentReply: row.hasAgentReply === true || String(row.hasAgentReply) === "true",
  }));
}

/** How long the agent's replies in the period took after the messages they answer (the latest ones first). */
async function responseTimes(db: DatabaseExecutor, agentId: string, period: Period, without: LeftOut): Promise<number[]> {
  const question = alias(svcMessages, "question");
  const rows = await db
    .select({ ms: sql<number>`extract(epoch from (${svcMessages.createdAt} - ${question.createdAt})) * 1000` })
    .from(svcMessages)
    .innerJoin(question, eq(question.id, svcMessages.questionMessageId))
    .where(and(eq(svcMessages.agentId, agentId), eq(svcMessages.senderRole, "assistant"), ...within(svcMessages.createdAt, period), ...without.messages))
    .orderBy(desc(svcMessages.createdAt))
    .limit(maxResponseSamples);
  return rows.map((row) => Math.max(0, Math.round(Number(row.ms))));
}

async function feedbackCounts(db: DatabaseExecutor, agentId: string, period: Period, without: LeftOut) {
  const rows = await db
    .select({ voteType: svcFeedbacks.voteType, total: count() })
    .from(svcFeedbacks)
    .where(and(eq(svcFeedbacks.agentId, agentId), ...within(svcFeedbacks.createdAt, period), ...without.feedback))
    .groupBy(svcFeedbacks.voteType);
  return {
    up: Number(rows.find((row) => row.voteType === "up")?.total ?? 0),
    down: Number(rows.find((row) => row.voteType === "down")?.total ?? 0),
  };
}

/** The users who wrote in the period, with their conversations, messages and tokens in it. */
async function activeUsers(db: DatabaseExecutor, agentId: string, period: Period, without: LeftOut): Promise<ActivityResponse["users"]> {
  const [writers, started, tokens] = await Promise.all([
    db
      .select({ userId: svcConversations.conversationUserId, messages: count() })
      .from(svcMessages)
      .innerJoin(svcConversations, eq(svcConversations.id, svcMessages.conversationId))
      .where(and(eq(svcMessages.agentId, agentId), ...within(svcMessages.createdAt, period), ...without.conversations))
      .groupBy(svcConversations.conversationUserId)
      .having(sql`count(*) filter (where ${svcMessages.senderRole} = 'conversation_user') > 0`),
    db
      .select({ userId: svcConversations.conversationUserId, conversations: count() })
      .from(svcConversations)
      .where(and(eq(svcConversations.agentId, agentId), ...within(svcConversations.createdAt, period), ...without.conversations))
      .groupBy(svcConversations.conversationUserId),
    db
      .select({ userId: svcResourceUsage.conversationUserId, tokens: sql<number>`coalesce(sum(${svcResourceUsage.amount}), 0)` })
      .from(svcResourceUsage)
      .where(
        and(eq(svcResourceUsage.agentId, agentId), eq(svcResourceUsage.type, "OPENAI_TOKENS"), ...within(svcResourceUsage.createdAt, period), ...without.usage),
      )
      .groupBy(svcResourceUsage.conversationUserId),
  ]);
  if (writers.length === 0) return [];
  const ranked = writers
    .map((writer) => ({
      conversationUserId: writer.userId,
      messages: Number(writer.messages),
      conversations: Number(started.find((row) => row.userId === writer.userId)?.conversations ?? 0),
      tokens: Number(tokens.find((row) => row.userId === writer.userId)?.tokens ?? 0),
    }))
    .sort((a, b) => b.tokens - a.tokens || b.messages - a.messages)
    .slice(0, maxUsers);
  const people = await db
    .select({
      id: svcConversationUsers.id,
      firstName: svcConversationUsers.firstName,
      lastName: svcConversationUsers.lastName,
      email: svcConversationUsers.email,
    })
    .from(svcConversationUsers)
    .where(
      inArray(
        svcConversationUsers.id,
        ranked.map((user) => user.conversationUserId),
      ),
    );
  return ranked.map((user) => {
    const person = people.find((candidate) => candidate.id === user.conversationUserId);
    return { ...user, name: person ? `${person.firstName} ${person.lastName}`.trim() : "Unknown user", email: person?.email ?? null };
  });
}

/** The count of users who wrote to the agent in the period. */
export async function countActiveUsers(
  db: DatabaseExecutor,
  agentId: string,
  period: Partial<Period>,
  userIds?: string[],
  without: LeftOut = leftOut(db, agentId, undefined),
): Promise<number> {
  const conditions: SQL[] = [eq(svcMessages.agentId, agentId), eq(svcMessages.senderRole, "conversation_user"), ...without.conversations];
  if (period.start) conditions.push(gte(svcMessages.createdAt, period.start));
  if (period.end) conditions.push(lt(svcMessages.createdAt, period.end));
  if (userIds) conditions.push(inArray(svcConversations.conversationUserId, userIds.length > 0 ? userIds : [crypto.randomUUID()]));
  const [row] = await db
    .select({ total: countDistinct(svcConversations.conversationUserId) })
    .from(svcMessages)
    .innerJoin(svcConversations, eq(svcConversations.id, svcMessages.conversationId))
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** The agent's activity in the period, leaving out the conversations of users of `excludeUserSource` when given. */
export async function readAgentActivity(db: DatabaseExecutor, agentId: string, period: Period, excludeUserSource?: string): Promise<ActivityResponse> {
  const without = leftOut(db, agentId, excludeUserSource);
  const [hours, facts, replyTimes, feedback, users, active] = await Promise.all([
    hourlyTotals(db, agentId, period, without),
    conversationFacts(db, agentId, period, without),
    responseTimes(db, agentId, period, without),
    feedbackCounts(db, agentId, period, without),
    activeUsers(db, agentId, period, without),
    countActiveUsers(db, agentId, period, undefined, without),
  ]);
  const summary = summarizeConversations(facts);
  return {
    startDate: period.start.toISOString(),
    endDate: period.end.toISOString(),
    hours,
    outcomes: {
      conversations: facts.length,
      handedOff: summary.handedOff,
      resolvedByAi: summary.resolvedByAi,
      feedbackUp: feedback.up,
      feedbackDown: feedback.down,
      activeUsers: active,
    },
    byChannel: summary.byChannel,
    byMode: summary.byMode,
    responseTimesMs: replyTimes,
    firstHumanReplyMs: summary.firstHumanReplyMs,
    users,
  };
}
