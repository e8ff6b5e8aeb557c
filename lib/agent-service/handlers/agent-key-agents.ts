import "server-only";
import { and, eq, inArray } from "drizzle-orm";

import {
  addResourceUsage,
  createAgentLimits,
  deleteAgentLimits,
  getAgentAdminUsers,
  getAgentByApiKey,
  getAgentLimits,
  getAgentUsage,
  getAgentUsers,
  updateAgentLimits,
  upsertMessageFeedback,
} from "@/lib/agent-api/contract/agents";
import { svcFeedbacks, svcMessages, svcPlatformUsers } from "@/lib/db/schema";

import { conversationUsersPage, findConversationUser } from "../conversations/records";
import { badRequest, notFound } from "../errors";
import { implement } from "../implement";
import { createLimits, deleteLimits, limitAmounts, organizationDefaultLimits, ownLimits, refuseAboveSubscription, updateLimits } from "../limits";
import { agentView } from "../records";
import { recordUsage, usageThisMonth } from "../usage";

export const agentKeyAgentHandlers = [
  implement(getAgentUsers, async ({ db, principal, query }) => conversationUsersPage(db, principal.agent.id, query)),

  implement(getAgentAdminUsers, async ({ db, principal }) => {
    const admins = await db
      .select()
      .from(svcPlatformUsers)
      .where(and(eq(svcPlatformUsers.organizationId, principal.organization.id), inArray(svcPlatformUsers.role, ["owner", "admin"])))
      .orderBy(svcPlatformUsers.email);
    return admins.map((user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      role: user.role,
    }));
  }),

  implement(getAgentByApiKey, async ({ db, principal }) => agentView(db, principal.agent, principal.organization)),

  implement(getAgentLimits, async ({ db, principal }) => {
    const own = await ownLimits(db, "agent", principal.agent.id);
    if (own) return { id: own.id, agentId: principal.agent.id, isOrganizationDefault: false, ...limitAmounts(own) };
    return { id: principal.organization.id, agentId: principal.agent.id, isOrganizationDefault: true, ...(await organizationDefaultLimits(db, principal)) };
  }),

  implement(createAgentLimits, async ({ db, principal, body }) => {
    await refuseAboveSubscription(db, principal, body);
    const row = await createLimits(db, "agent", principal.agent.id, body);
    if (!row) throw badRequest("The agent has limits already; update them instead.");
    return { id: row.id, agentId: principal.agent.id, isOrganizationDefault: false, ...limitAmounts(row) };
  }),

  implement(updateAgentLimits, async ({ db, principal, body }) => {
    await refuseAboveSubscription(db, principal, body);
    const row = await updateLimits(db, "agent", principal.agent.id, body);
    if (!row) throw notFound("Agent limits", principal.agent.id);
    return { id: row.id, agentId: principal.agent.id, isOrganizationDefault: false, ...limitAmounts(row) };
  }),

  implement(deleteAgentLimits, async ({ db, principal }) => {
    if (!(await deleteLimits(db, "agent", principal.agent.id))) throw notFound("Agent limits", principal.agent.id);
  }),

  implement(getAgentUsage, async ({ db, principal }) => {
    const totals = await usageThisMonth(db, principal.agent.id);
    return { emailsAmount: totals.EMAILS, smsAmount: totals.SMS, tokensAmount: totals.OPENAI_TOKENS, secondsAmount: totals.VAPI_SECONDS };
  }),

  implement(upsertMessageFeedback, async ({ db, principal, body }) => {
    const [message] = await db
      .select({ id: svcMessages.id, conversationId: svcMessages.conversationId })
      .from(svcMessages)
      .where(and(eq(svcMessages.id, body.conversationMessageId), eq(svcMessages.agentId, principal.agent.id)));
    if (!message) throw notFound("Conversation message", body.conversationMessageId);
    const user = await findConversationUser(db, principal.agent.id, body.userId);
    const values = { voteType: body.voteType, question: body.question, answer: body.answer ?? null, comment: body.comment ?? null };
    const [feedback] = await db
      .insert(svcFeedbacks)
      .values({ messageId: message.id, conversationUserId: user.id, agentId: principal.agent.id, ...values })
      .onConflictDoUpdate({ target: [svcFeedbacks.messageId, svcFeedbacks.conversationUserId], set: { ...values, updatedAt: new Date() } })
      .returning();
    return {
      id: feedback!.id,
      conversationMessageId: feedback!.messageId,
      voteType: feedback!.voteType,
      question: feedback!.question,
      answer: feedback!.answer,
      comment: feedback!.comment,
      createdAt: feedback!.createdAt.toISOString(),
      updatedAt: feedback!.updatedAt.toISOString(),
    };
  }),

  implement(addResourceUsage, async ({ db, principal, body }) => {
    await recordUsage(db, { agentId: principal.agent.id, type: body.type, amount: body.amount });
  }),
];
