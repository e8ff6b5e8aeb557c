import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcConversations } from "@/lib/db/schema";

import { summaryAfterModeChange } from "./hand-off";
import type { ConversationRow, StateRow } from "./records";
import { emitConversationEvent } from "../webhooks/events";

/** A conversation has ended when it is archived or in a closed state. */
export function isEnded(conversation: Pick<ConversationRow, "status">, state: Pick<StateRow, "kind"> | undefined): boolean {
  return conversation.status === "archived" || state?.kind === "closed";
}

/**
 * Applies a change; the first time it ends the conversation, closedAt is set and end_dialog fires. A
 * change of mode (a person taking over, or handing back) is noted in the conversation's summary.
 */
export async function applyConversationChange(
  db: Database,
  conversation: ConversationRow,
  changes: Partial<Pick<ConversationRow, "title" | "context" | "status" | "stateId" | "mode">>,
  nextState: StateRow | undefined,
): Promise<ConversationRow> {
  const endsNow = !conversation.closedAt && isEnded({ status: changes.status ?? conversation.status }, nextState);
  const summary = changes.mode && changes.mode !== conversation.mode ? await summaryAfterModeChange(db, conversation, changes.mode) : undefined;
  const [updated] = await db
    .update(svcConversations)
    .set({ ...changes, ...(summary ? { summary } : {}), updatedAt: new Date(), ...(endsNow ? { closedAt: new Date() } : {}) })
    .where(eq(svcConversations.id, conversation.id))
    .returning();
  if (endsNow) await emitConversationEvent(db, { agentId: conversation.agentId, conversationId: conversation.id, trigger: "end_dialog" });
  return updated!;
}
