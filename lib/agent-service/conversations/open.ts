import "server-only";

import type { Database } from "@/lib/db";
import { svcConversations } from "@/lib/db/schema";

import { vendorId } from "../agent-defaults";
import { findState, stateOfKind, type ConversationRow } from "./records";
import { emitConversationEvent } from "../webhooks/events";

/** Opens a conversation for a user of the agent, in the given state or the agent's open state; fires start_dialog. */
export async function openConversation(
  db: Database,
  input: {
    agentId: string;
    conversationUserId: string;
    title?: string;
    context?: string;
    customData?: Record<string, unknown>;
    stateId?: string;
    source?: ConversationRow["source"];
  },
): Promise<ConversationRow> {
  const state = input.stateId ? await findState(db, input.agentId, input.stateId) : await stateOfKind(db, input.agentId, "open");
  const [conversation] = await db
    .insert(svcConversations)
    .values({
      agentId: input.agentId,
      conversationUserId: input.conversationUserId,
      title: input.title,
      context: input.context,
      customData: input.customData,
      stateId: state?.id,
      source: input.source ?? "api",
      aiConversationId: vendorId("conv"),
    })
    .returning();
  await emitConversationEvent(db, { agentId: input.agentId, conversationId: conversation!.id, trigger: "start_dialog" });
  return conversation!;
}
