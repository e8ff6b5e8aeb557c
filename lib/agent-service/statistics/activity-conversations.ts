import "server-only";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcConversationUsers, svcConversations } from "@/lib/db/schema";

import { page } from "../paging";
import { leftOut } from "./activity";

type Query = { startDate: string; endDate: string; conversationUserId?: string; excludeUserSource?: string; page: number; pageSize: number };

/** The agent's conversations started in a period (those of users of `excludeUserSource` left out), newest first, with their messages, tokens and whether a person took part. */
export async function listActivityConversations(db: DatabaseExecutor, agentId: string, query: Query) {
  const conditions: SQL[] = [
    eq(svcConversations.agentId, agentId),
    gte(svcConversations.createdAt, new Date(query.startDate)),
    lt(svcConversations.createdAt, new Date(query.endDate)),
    ...leftOut(db, agentId, query.excludeUserSource).conversations,
  ];
  if (query.conversationUserId) conditions.push(eq(svcConversations.conversationUserId, query.conversationUserId));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(svcConversations).where(where),
    // The subqueries name the outer row by its table-qualified column: an interpolated column renders unqualified here.
    db
      .select({
        conversation: svcConversations,
        firstName: svcConversationUsers.firstName,
        lastName: svcConversationUsers.lastName,
        email: svcConversationUsers.email,
        messages: sql<number>`(select count(*) from svc_messages m where m.conversation_id = svc_conversations.id)`,
        humanReplies: sql<number>`(select count(*) from svc_messages m where m.conversation_id = svc_conversations.id and m.sender_role = 'manual_assistant')`,
        tokens: sql<number>`(select coalesce(sum(u.amount), 0) from svc_resource_usage u where u.conversation_id = svc_conversations.id and u.type = 'OPENAI_TOKENS')`,
      })
      .from(svcConversations)
      .innerJoin(svcConversationUsers, eq(svcConversationUsers.id, svcConversations.conversationUserId))
      .where(where)
      .orderBy(desc(svcConversations.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const data = rows.map(({ conversation, ...row }) => ({
    id: conversation.id,
    title: conversation.title,
    conversationUserId: conversation.conversationUserId,
    userName: `${row.firstName} ${row.lastName}`.trim() || "Unknown user",
    userEmail: row.email,
    source: conversation.source,
    mode: conversation.mode,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    messages: Number(row.messages),
    tokens: Number(row.tokens),
    isHandedOff: conversation.escalatedAt !== null || conversation.mode === "manual" || Number(row.humanReplies) > 0,
  }));
  return page(data, Number(total?.total ?? 0), query.page, query.pageSize);
}
