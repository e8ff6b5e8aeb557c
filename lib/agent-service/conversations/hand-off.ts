import "server-only";
import { and, count, desc, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcMessages } from "@/lib/db/schema";
import { liveChatAvailability } from "@/lib/live-chat/availability";

import { handOffOutcome } from "./hand-off-rule";
import type { ConversationRow } from "./records";
import { handOffSummary, modeChangeSummary, type HandOffOutcome } from "./summary";
import { storedLiveChat } from "../live-chat/skill";
import { asksForPerson } from "../responder/escalation";
import type { HistoryTurn } from "../responder/types";

export type HandOff = { outcome: HandOffOutcome; summary: string; text: string };

/**
 * What a reply that asks for a person does, decided when it is written: whether people are there to
 * take the conversation (the agent's live-chat configuration, see `handOffOutcome`), the text the
 * user gets, and the conversation's new summary. `turns` ends with the question being answered.
 */
export async function planHandOff(
  db: DatabaseExecutor,
  input: {
    agentId: string;
    previousSummary: string | null;
    turns: readonly HistoryTurn[];
    question: string;
    replyText: string;
    escalation: { reason: string; answered?: string };
  },
  at = new Date(),
): Promise<HandOff> {
  const stored = await storedLiveChat(db, input.agentId);
  const availability = stored ? liveChatAvailability(stored.config, at) : ({ state: "open" } as const);
  const outcome = handOffOutcome(input.escalation, availability, { asksForPerson: asksForPerson(input.question) });
  return {
    outcome,
    summary: handOffSummary(input.previousSummary, input.turns, outcome, at),
    text: outcome.isHandedOver ? input.replyText : outcome.toldUser,
  };
}

const overviewTurns = 20;

/** The conversation's summary after a person takes it over (mode `manual`) or hands it back (mode `ai`). */
export async function summaryAfterModeChange(db: DatabaseExecutor, conversation: ConversationRow, mode: "ai" | "manual", at = new Date()): Promise<string> {
  const [recent, [people]] = await Promise.all([
    mode === "manual" && !conversation.summary?.trim()
      ? db
          .select({ senderRole: svcMessages.senderRole, message: svcMessages.message })
          .from(svcMessages)
          .where(eq(svcMessages.conversationId, conversation.id))
          .orderBy(desc(svcMessages.createdAt))
          .limit(overviewTurns)
      : [],
    mode === "ai"
      ? db
          .select({ replies: count() })
          .from(svcMessages)
          .where(and(eq(svcMessages.conversationId, conversation.id), eq(svcMessages.senderRole, "manual_assistant")))
      : [{ replies: 0 }],
  ]);
  const turns: HistoryTurn[] = recent
    .reverse()
    .filter((row) => row.senderRole !== "manual_assistant")
    .map((row) => ({ role: row.senderRole === "conversation_user" ? "user" : "assistant", text: row.message }));
  return modeChangeSummary(conversation.summary, { mode, turns, personReplies: people?.replies ?? 0 }, at);
}
