import { z } from "zod";

import { conversationModes, senderRoles, voteTypes } from "@/lib/schemas/agent-api/conversations";

/** Where a conversation stands for the people watching it, whatever its agent calls its states. */
export const conversationPhases = ["open", "waiting", "closed"] as const;
export type ConversationPhase = (typeof conversationPhases)[number];

/** The last thing said in a conversation, for its row in the inbox. */
export const inboxLastMessage = z.object({
  id: z.string(),
  text: z.string(),
  senderRole: z.enum(senderRoles),
  at: z.string(),
});

/** A conversation as the inbox lists it: who, with which agent, where it stands, who handles it. */
export const inboxConversation = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  title: z.string().nullable(),
  userName: z.string(),
  userContact: z.string().nullable(),
  channel: z.string().nullable(),
  mode: z.enum(conversationModes),
  stateId: z.string().nullable(),
  stateName: z.string().nullable(),
  phase: z.enum(conversationPhases),
  /** When the conversation started waiting for a person; null unless it waits. */
  waitingSince: z.string().nullable(),
  /** Why the agent handed the conversation to a person, when it said. */
  escalationReason: z.string().nullable(),
  lastMessage: inboxLastMessage.nullable(),
  updatedAt: z.string(),
  /** The console operator the conversation is assigned to. */
  operator: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type InboxConversation = z.infer<typeof inboxConversation>;

/** A file attached to a message, downloaded through a signed URL the console asks for when it is shown. */
export const threadMessageFile = z.object({ id: z.string(), fileName: z.string() });

/** A user's vote on an answer, shown beside it. */
export const threadMessageFeedback = z.object({ voteType: z.enum(voteTypes), comment: z.string().nullable() });

/** One turn of a conversation as the inbox shows it. */
export const threadMessage = z.object({
  id: z.string(),
  senderRole: z.enum(senderRoles),
  text: z.string(),
  at: z.string(),
  files: z.array(threadMessageFile),
  feedback: z.array(threadMessageFeedback),
  /** The operator who wrote a manual message, when the console knows. */
  authorName: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/** What the inbox pushes to browsers: a conversation's new summary, or a new message in it. */
export const inboxEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("conversation"), conversation: inboxConversation }),
  z.object({ type: z.literal("message"), conversationId: z.string(), message: threadMessage }),
]);
export type InboxEvent = z.infer<typeof inboxEvent>;
