import "server-only";
import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcConversationStates, svcConversationUsers, svcConversations, svcFeedbacks, svcMessages } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { notFound } from "../errors";
import { page } from "../paging";
import { presentConversation, presentFeedback, presentUser } from "../presenters";

export type ConversationRow = typeof svcConversations.$inferSelect;
export type ConversationUserRow = typeof svcConversationUsers.$inferSelect;
export type MessageRow = typeof svcMessages.$inferSelect;
export type StateRow = typeof svcConversationStates.$inferSelect;
export type StateKind = NonNullable<StateRow["kind"]>;

export async function findConversation(db: DatabaseExecutor, agentId: string, conversationId: string): Promise<ConversationRow> {
  const [conversation] = isUuid(conversationId)
    ? await db
        .select()
        .from(svcConversations)
        .where(and(eq(svcConversations.id, conversationId), eq(svcConversations.agentId, agentId)))
    : [];
  if (!conversation) throw notFound("Conversation", conversationId);
  return conversation;
}

export async function findConversationUser(db: DatabaseExecutor, agentId: string, userId: string): Promise<ConversationUserRow> {
  const [user] = isUuid(userId)
    ? await db
        .select()
        .from(svcConversationUsers)
        .where(and(eq(svcConversationUsers.id, userId), eq(svcConversationUsers.agentId, agentId)))
    : [];
  if (!user) throw notFound("User", userId);
  return user;
}

export async function findState(db: DatabaseExecutor, agentId: string, stateId: string): Promise<StateRow> {
  const [state] = isUuid(stateId)
    ? await db
        .select()
        .from(svcConversationStates)
        .where(and(eq(svcConversationStates.id, stateId), eq(svcConversationStates.agentId, agentId)))
    : [];
  if (!state) throw notFound("Conversation state", stateId);
  return state;
}

/** The agent's state of a kind the service moves conversations to (open, waiting for a human, closed…). */
export async function stateOfKind(db: DatabaseExecutor, agentId: string, kind: StateKind): Promise<StateRow | undefined> {
  const [state] = await db
    .select()
    .from(svcConversationStates)
    .where(and(eq(svcConversationStates.agentId, agentId), eq(svcConversationStates.kind, kind)))
    .orderBy(asc(svcConversationStates.position))
    .limit(1);
  return state;
}

export async function listStates(db: DatabaseExecutor, agentId: string): Promise<StateRow[]> {
  return db.select().from(svcConversationStates).where(eq(svcConversationStates.agentId, agentId)).orderBy(asc(svcConversationStates.position));
}

/** Feedbacks on the messages of each conversation, with the voting user's email. */
export async function feedbacksByConversation(db: DatabaseExecutor, conversationIds: string[]) {
  const byConversation = new Map<string, ReturnType<typeof presentFeedback>[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select({ feedback: svcFeedbacks, conversationId: svcMessages.conversationId, email: svcConversationUsers.email })
    .from(svcFeedbacks)
    .innerJoin(svcMessages, eq(svcFeedbacks.messageId, svcMessages.id))
    .leftJoin(svcConversationUsers, eq(svcFeedbacks.conversationUserId, svcConversationUsers.id))
    // The ids go as one JSON parameter: a page of a hundred conversations is then planned as quickly as one.
    .where(sql`${svcMessages.conversationId} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(conversationIds)}::jsonb))`)
    .orderBy(asc(svcFeedbacks.createdAt));
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    list.push(presentFeedback(row.feedback, row.email));
    byConversation.set(row.conversationId, list);
  }
  return byConversation;
}

export async function conversationView(db: DatabaseExecutor, conversation: ConversationRow) {
  const [user] = await db.select().from(svcConversationUsers).where(eq(svcConversationUsers.id, conversation.conversationUserId));
  return presentConversation(conversation, user!);
}

export async function conversationWithFeedbacksView(db: DatabaseExecutor, conversation: ConversationRow) {
  const [view, feedbacks] = await Promise.all([conversationView(db, conversation), feedbacksByConversation(db, [conversation.id])]);
  return { ...view, feedbacks: feedbacks.get(conversation.id) ?? [] };
}

/** The agent's user with this email, phone number or fkId, if any. */
export async function findUserByContact(
  db: DatabaseExecutor,
  agentId: string,
  contact: { email?: string | null; phoneNumber?: string | null; fkId?: string | null },
) {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(svcConversationUsers.email, contact.email.toLowerCase()));
  if (contact.phoneNumber) matches.push(eq(svcConversationUsers.phoneNumber, contact.phoneNumber));
  if (contact.fkId) matches.push(eq(svcConversationUsers.fkId, contact.fkId));
  if (matches.length === 0) return undefined;
  const [user] = await db
    .select()
    .from(svcConversationUsers)
    .where(and(eq(svcConversationUsers.agentId, agentId), or(...matches)))
    .limit(1);
  return user;
}

export type NewConversationUser = Omit<typeof svcConversationUsers.$inferInsert, "id" | "agentId" | "createdAt" | "updatedAt">;

/** Adds a conversation user to the agent; emails are stored lower-cased. Undefined when the contact is taken. */
export async function insertConversationUser(db: DatabaseExecutor, agentId: string, user: NewConversationUser) {
  const [created] = await db
    .insert(svcConversationUsers)
    .values({ ...user, agentId, email: user.email?.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return created;
}

type UserContact = Parameters<typeof findUserByContact>[2];

/** The agent's user with this contact, or else a new one; when another request takes the contact first, theirs. */
export async function findOrInsertUser(db: DatabaseExecutor, agentId: string, contact: UserContact, user: NewConversationUser) {
  const existing = await findUserByContact(db, agentId, contact);
  if (existing) return existing;
  const created = await insertConversationUser(db, agentId, user);
  return created ?? (await findUserByContact(db, agentId, contact))!;
}

type UserFields = "firstName" | "lastName" | "email" | "phoneNumber" | "fkId" | "fkUserId" | "context" | "source";

/** A new user's name, contact and origin, taken from a request that names them among other fields. */
export function newUserFields(body: Pick<NewConversationUser, UserFields>): Pick<NewConversationUser, UserFields> {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phoneNumber: body.phoneNumber,
    fkId: body.fkId,
    fkUserId: body.fkUserId,
    context: body.context,
    source: body.source,
  };
}

/** A page of the agent's conversation users, newest first unless asked otherwise. */
export async function conversationUsersPage(db: DatabaseExecutor, agentId: string, query: { page: number; pageSize: number; orderDirection?: "ASC" | "DESC" }) {
  const where = eq(svcConversationUsers.agentId, agentId);
  const direction = query.orderDirection === "ASC" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(svcConversationUsers)
      .where(where)
      .orderBy(direction(svcConversationUsers.createdAt), direction(svcConversationUsers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(svcConversationUsers).where(where),
  ]);
  return page(rows.map(presentUser), total?.total ?? 0, query.page, query.pageSize);
}
