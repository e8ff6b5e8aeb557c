import "server-only";
import { and, asc, count, desc, eq, exists, gte, ilike, lte, or, type SQL } from "drizzle-orm";

import {
  createConversation,
  deleteUserConversations,
  getConversation,
  listConversationStates,
  listConversations,
  startConversation,
  updateConversation,
} from "@/lib/agent-api/contract/conversations";
import type { DatabaseExecutor } from "@/lib/db";
import { svcAgents, svcConversationUsers, svcConversations, svcFeedbacks, svcMessages } from "@/lib/db/schema";

import { conversationCountOf } from "../agent-counters";
import { applyConversationChange } from "../conversations/lifecycle";
import { openConversation } from "../conversations/open";
import {
  conversationView,
  conversationWithFeedbacksView,
  feedbacksByConversation,
  findConversation,
  findConversationUser,
  findState,
  listStates,
} from "../conversations/records";
import { enforceChannelLimits, startOnChannel } from "../conversations/start";
import { implement } from "../implement";
import { page } from "../paging";
import { presentConversation, presentState } from "../presenters";

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(keyword: string) {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * How many of the agent's conversations match: every conversation has its user and agent, so only a search
 * (which looks at their names) needs them joined.
 */
async function countConversations(db: DatabaseExecutor, where: SQL | undefined, isSearch: boolean): Promise<number> {
  const counted = db.select({ total: count() }).from(svcConversations);
  const [row] = isSearch
    ? await counted
        .innerJoin(svcConversationUsers, eq(svcConversations.conversationUserId, svcConversationUsers.id))
        .innerJoin(svcAgents, eq(svcConversations.agentId, svcAgents.id))
        .where(where)
    : await counted.where(where);
  return row?.total ?? 0;
}

export const conversationHandlers = [
  implement(listConversations, async ({ db, principal, query }) => {
    const filters: SQL[] = [eq(svcConversations.agentId, principal.agent.id)];
    if (query.userId) filters.push(eq(svcConversations.conversationUserId, query.userId));
    if (query.startDate) filters.push(gte(svcConversations.updatedAt, new Date(query.startDate)));
    if (query.endDate) filters.push(lte(svcConversations.updatedAt, new Date(query.endDate)));
    if (query.withFeedbacksOnly) {
      filters.push(
        exists(
          db
            .select({ id: svcFeedbacks.id })
            .from(svcFeedbacks)
            .innerJoin(svcMessages, eq(svcFeedbacks.messageId, svcMessages.id))
            .where(eq(svcMessages.conversationId, svcConversations.id)),
        ),
      );
    }
    if (query.searchKeyword) {
      const pattern = likePattern(query.searchKeyword);
      filters.push(
        or(
          ilike(svcConversations.title, pattern),
          ilike(svcConversations.summary, pattern),
          ilike(svcAgents.name, pattern),
          ilike(svcConversationUsers.firstName, pattern),
          ilike(svcConversationUsers.lastName, pattern),
          ilike(svcConversationUsers.email, pattern),
          ilike(svcConversationUsers.phoneNumber, pattern),
        )!,
      );
    }
    const isEveryConversation = filters.length === 1;
    const where = and(...filters);
    const orderColumn = query.orderBy === "createdAt" ? svcConversations.createdAt : svcConversations.updatedAt;
    const direction = query.orderDirection === "ASC" ? asc : desc;
    const base = () =>
      db
        .select({ conversation: svcConversations, user: svcConversationUsers })
        .from(svcConversations)
        .innerJoin(svcConversationUsers, eq(svcConversations.conversationUserId, svcConversationUsers.id))
        .innerJoin(svcAgents, eq(svcConversations.agentId, svcAgents.id));
    const [rows, total] = await Promise.all([
      base()
        .where(where)
        .orderBy(direction(orderColumn), direction(svcConversations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      isEveryConversation ? conversationCountOf(db, principal.agent.id) : countConversations(db, where, Boolean(query.searchKeyword)),
    ]);
    const feedbacks = await feedbacksByConversation(
      db,
      rows.map((row) => row.conversation.id),
    );
    const data = rows.map((row) => ({
      ...presentConversation(row.conversation, row.user),
      feedbacks: feedbacks.get(row.conversation.id) ?? [],
    }));
    return page(data, total, query.page, query.pageSize);
  }),

  implement(createConversation, async ({ db, principal, body }) => {
    const user = await findConversationUser(db, principal.agent.id, (body.conversationUserId ?? body.userId)!);
    const conversation = await openConversation(db, {
      agentId: principal.agent.id,
      conversationUserId: user.id,
      title: body.title,
      context: body.context,
      customData: body.customData,
      stateId: body.conversationStateId,
    });
    return presentConversation(conversation, user);
  }),

  implement(deleteUserConversations, async ({ db, principal, body }) => {
    const user = await findConversationUser(db, principal.agent.id, body.conversationUserId);
    await db.delete(svcConversations).where(and(eq(svcConversations.agentId, principal.agent.id), eq(svcConversations.conversationUserId, user.id)));
  }),

  implement(listConversationStates, async ({ db, principal }) => (await listStates(db, principal.agent.id)).map(presentState)),

  implement(getConversation, async ({ db, principal, params }) => conversationWithFeedbacksView(db, await findConversation(db, principal.agent.id, params.id))),

  implement(updateConversation, async ({ db, principal, params, body }) => {
    const conversation = await findConversation(db, principal.agent.id, params.id);
    const state = body.conversationStateId ? await findState(db, principal.agent.id, body.conversationStateId) : undefined;
    const updated = await applyConversationChange(
      db,
      conversation,
      { title: body.title, context: body.context, status: body.status, stateId: state?.id },
      state,
    );
    return conversationView(db, updated);
  }),

  implement(startConversation, async ({ db, principal, body }) => {
    await enforceChannelLimits(db, principal, body, startConversation.id);
    const conversation = await startOnChannel(db, principal.agent, body);
    return { conversationId: conversation.id };
  }),
];
