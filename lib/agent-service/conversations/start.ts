import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "@/lib/db";
import { svcConversations, svcMessages } from "@/lib/db/schema";
import type { startConversationBody } from "@/lib/schemas/agent-api/conversations";

import type { AgentPrincipal, AgentRow } from "../auth";
import type { MonthlyField } from "../limit-decision";
import { enforceMonthlyLimits } from "../limit-enforcement";
import { estimateTokens } from "../tokens";
import { recordUsage } from "../usage";
import { openConversation } from "./open";
import { findOrInsertUser, findUserByContact, newUserFields, type ConversationRow } from "./records";

type StartBody = z.output<typeof startConversationBody>;

const channelUsage = { email: "EMAILS", sms: "SMS", voice: undefined } as const;
const channelLimit: Record<StartBody["channel"], MonthlyField> = {
  email: "emailsAmountPerMonth",
  sms: "smsAmountPerMonth",
  voice: "secondsAmountPerMonth",
};

function openingMessage(body: StartBody): string {
  if (body.channel === "email") return `${body.emailSubject}\n\n${body.emailIntroduction}`;
  if (body.channel === "sms") return body.smsIntroduction;
  return body.firstMessage;
}

const contactOf = (body: StartBody) => ({ email: body.email, phoneNumber: body.phoneNumber, fkId: body.fkId });

/** Refuses, before anything is stored, a start on a channel whose monthly amount is spent (for the user, when known, the agent or the subscription). */
export async function enforceChannelLimits(db: Database, principal: AgentPrincipal, body: StartBody, operationId: string) {
  const user = await findUserByContact(db, principal.agent.id, contactOf(body));
  await enforceMonthlyLimits(db, {
    organization: principal.organization,
    agentId: principal.agent.id,
    conversationUserId: user?.id,
    field: channelLimit[body.channel],
    operationId,
  });
}

/**
 * Starts (or, without resetConversation, continues) the user's conversation on a channel and stores
 * the agent's opening message. The embedded service records outbound email, SMS and calls as usage;
 * it does not send them.
 */
export async function startOnChannel(db: Database, agent: AgentRow, body: StartBody): Promise<ConversationRow> {
  const user = await findOrInsertUser(db, agent.id, contactOf(body), newUserFields(body));
  const reset = "resetConversation" in body && body.resetConversation;
  const [current] = await db
    .select()
    .from(svcConversations)
    .where(
      and(
        eq(svcConversations.agentId, agent.id),
        eq(svcConversations.conversationUserId, user.id),
        eq(svcConversations.source, body.channel),
        eq(svcConversations.status, "active"),
      ),
    )
    .orderBy(desc(svcConversations.updatedAt))
    .limit(1);
  if (current && reset) {
    await db.update(svcConversations).set({ status: "archived", closedAt: new Date(), updatedAt: new Date() }).where(eq(svcConversations.id, current.id));
  }
  const conversation =
    current && !reset
      ? current
      : await openConversation(db, {
          agentId: agent.id,
          conversationUserId: user.id,
          context: body.conversationContext,
          customData: body.customData,
          stateId: body.conversationStateId,
          source: body.channel,
        });
  const text = openingMessage(body);
  const id = crypto.randomUUID();
  await db.insert(svcMessages).values({
    id,
    conversationId: conversation.id,
    agentId: agent.id,
    senderRole: body.authorId ? "manual_assistant" : "assistant",
    authorId: body.authorId,
    message: text,
    source: body.channel,
    questionMessageId: id,
    tokens: estimateTokens(text),
  });
  const usageType = channelUsage[body.channel];
  if (usageType) await recordUsage(db, { agentId: agent.id, conversationId: conversation.id, conversationUserId: user.id, type: usageType, amount: 1 });
  return conversation;
}
