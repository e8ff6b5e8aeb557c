import "server-only";
import { and, count, eq, gte, inArray, lte, type SQL } from "drizzle-orm";

import { getAgentStatistic } from "@/lib/agent-api/contract/agents";
import { getAgentActivity, getOrganizationUsage, listActivityConversations } from "@/lib/agent-api/contract/statistics";
import { svcConversationUsers, svcConversations, svcMessages, svcResourceUsage } from "@/lib/db/schema";

import { implement } from "../implement";
import { countActiveUsers, readAgentActivity } from "../statistics/activity";
import { listActivityConversations as listConversationsStarted } from "../statistics/activity-conversations";
import { readOrganizationUsage } from "../statistics/organization-usage";
import { usageTotals } from "../usage";

const perConversation = (total: number, conversations: number) => (conversations === 0 ? 0 : Math.round((total / conversations) * 100) / 100);

export const statisticsHandlers = [
  implement(getAgentStatistic, async ({ db, principal, query }) => {
    const agentId = principal.agent.id;
    const userFilters: SQL[] = [];
    if (query.userId) userFilters.push(eq(svcConversationUsers.id, query.userId));
    if (query.conversationUserId) userFilters.push(eq(svcConversationUsers.id, query.conversationUserId));
    if (query.fkId) userFilters.push(eq(svcConversationUsers.fkId, query.fkId));
    if (query.fkUserId) userFilters.push(eq(svcConversationUsers.fkUserId, query.fkUserId));
    let userIds: string[] | undefined;
    if (userFilters.length > 0) {
      const users = await db
        .select({ id: svcConversationUsers.id })
        .from(svcConversationUsers)
        .where(and(eq(svcConversationUsers.agentId, agentId), ...userFilters));
      userIds = users.map((user) => user.id);
    }
    const start = query.startDate ? new Date(query.startDate) : undefined;
    const end = query.endDate ? new Date(query.endDate) : undefined;
    const usageConditions: SQL[] = [];
    const conversationConditions: SQL[] = [eq(svcConversations.agentId, agentId)];
    const messageConditions: SQL[] = [eq(svcMessages.agentId, agentId)];
    if (start) {
      usageConditions.push(gte(svcResourceUsage.createdAt, start));
      conversationConditions.push(gte(svcConversations.createdAt, start));
      messageConditions.push(gte(svcMessages.createdAt, start));
    }
    if (end) {
      usageConditions.push(lte(svcResourceUsage.createdAt, end));
      conversationConditions.push(lte(svcConversations.createdAt, end));
      messageConditions.push(lte(svcMessages.createdAt, end));
    }
    if (userIds) {
      const ids = userIds.length > 0 ? userIds : ["00000000-0000-0000-0000-000000000000"];
      usageConditions.push(inArray(svcResourceUsage.conversationUserId, ids));
      conversationConditions.push(inArray(svcConversations.conversationUserId, ids));
      messageConditions.push(inArray(svcConversations.conversationUserId, ids));
    }
    const [totals, [conversations], [messages], activeUsers] = await Promise.all([
      usageTotals(db, agentId, usageConditions),
      db
        .select({ total: count() })
        .from(svcConversations)
        .where(and(...conversationConditions)),
      db
        .select({ total: count() })
        .from(svcMessages)
        .innerJoin(svcConversations, eq(svcConversations.id, svcMessages.conversationId))
        .where(and(...messageConditions)),
      countActiveUsers(db, agentId, { start, end: end && new Date(end.getTime() + 1) }, userIds),
    ]);
    const conversationCount = conversations?.total ?? 0;
    return {
      tokensUsed: totals.OPENAI_TOKENS,
      tokensPerConversation: perConversation(totals.OPENAI_TOKENS, conversationCount),
      vapiSecondsUsed: totals.VAPI_SECONDS,
      averageCallDuration: perConversation(totals.VAPI_SECONDS, conversationCount),
      smsUsed: totals.SMS,
      smsPerConversation: perConversation(totals.SMS, conversationCount),
      emailsUsed: totals.EMAILS,
      emailsPerConversation: perConversation(totals.EMAILS, conversationCount),
      conversations: conversationCount,
      messages: messages?.total ?? 0,
      activeUsers,
    };
  }),

  implement(getAgentActivity, async ({ db, principal, query }) =>
    readAgentActivity(db, principal.agent.id, { start: new Date(query.startDate), end: new Date(query.endDate) }, query.excludeUserSource),
  ),

  implement(listActivityConversations, async ({ db, principal, query }) => listConversationsStarted(db, principal.agent.id, query)),

  implement(getOrganizationUsage, async ({ db, principal }) => readOrganizationUsage(db, principal.organization)),
];
