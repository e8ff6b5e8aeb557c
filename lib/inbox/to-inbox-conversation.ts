import { z } from "zod";

import type { ConversationResponse, MessageResponse } from "@/lib/schemas/agent-api/conversations";
import type { InboxConversation, ThreadMessage } from "@/lib/schemas/console/inbox";

import { phaseOfState } from "./conversation-phase";

/** Fields some deployments add to a conversation (the embedded service does); each is read only when well formed. */
const conversationExtras = z.object({
  source: z.string().nullish().catch(null),
  status: z.string().nullish().catch(null),
  escalationReason: z.string().nullish().catch(null),
  escalatedAt: z.string().nullish().catch(null),
});

export type InboxConversationContext = {
  agent: { id: string; name: string };
  states: readonly { id: string; name: string }[];
  operator: { id: string; name: string } | null;
  /** What the console's own deliveries recorded about the wait, which outranks what the conversation says. */
  wait: { waitingSince: string; reason: string | null } | null;
  lastMessage?: InboxConversation["lastMessage"];
};

function userNameOf(user: ConversationResponse["user"]): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email || user.phoneNumber || "Unknown user";
}

/** A conversation of the AI Agent API as the inbox lists it. */
export function toInboxConversation(conversation: ConversationResponse, context: InboxConversationContext): InboxConversation {
  const extras = conversationExtras.parse(conversation);
  const state = context.states.find((candidate) => candidate.id === conversation.conversationStateId) ?? null;
  const phase = extras.status === "archived" ? "closed" : phaseOfState(state?.name);
  const isWaiting = phase === "waiting";
  return {
    id: conversation.id,
    agentId: context.agent.id,
    agentName: context.agent.name,
    title: conversation.title ?? null,
    userName: userNameOf(conversation.user),
    userContact: conversation.user.email ?? conversation.user.phoneNumber ?? null,
    channel: extras.source ?? conversation.user.source ?? null,
    mode: conversation.mode ?? "ai",
    stateId: state?.id ?? conversation.conversationStateId ?? null,
    stateName: state?.name ?? null,
    phase,
    waitingSince: isWaiting ? (context.wait?.waitingSince ?? extras.escalatedAt ?? conversation.updatedAt) : null,
    escalationReason: isWaiting ? (context.wait?.reason ?? extras.escalationReason ?? null) : null,
    lastMessage: context.lastMessage ?? null,
    updatedAt: conversation.updatedAt,
    operator: context.operator,
  };
}

/** A message of the AI Agent API as the inbox's thread shows it. */
export function toThreadMessage(message: MessageResponse, authorName: string | null = null): ThreadMessage {
  return {
    id: message.id,
    senderRole: message.senderRole,
    text: message.message,
    at: message.createdAt,
    files: (message.files ?? []).map((file) => ({ id: file.id, fileName: file.fileName })),
    feedback: (message.conversationMessageFeedbacks ?? []).map((feedback) => ({ voteType: feedback.voteType, comment: feedback.comment ?? null })),
    authorName,
  };
}
