import { z } from "zod";

import { conversationModes, messageMaxLength, senderRoles, voteTypes } from "@/lib/schemas/agent-api/conversations";
import { countOf } from "@/lib/utils/plural";

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

/** An agent whose conversations the inbox holds; `problem` says why its conversations could not be read. */
export const inboxAgent = z.object({ id: z.string(), name: z.string(), problem: z.string().nullable() });

/** The inbox: the conversations of every agent the user works on, and how far the user has read each. */
export const inboxList = z.object({
  conversations: z.array(inboxConversation),
  agents: z.array(inboxAgent),
  /** When the user last read each conversation, by conversation id. */
  readUntil: z.record(z.string(), z.string()),
  /** The user, for the "Mine" view. */
  operatorId: z.string(),
});
export type InboxList = z.infer<typeof inboxList>;

/** The person on the other side of a conversation, as the thread's side panel shows them. */
export const inboxContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  context: z.string().nullable(),
});

/** A state the conversation can be moved to, with the phase the inbox reads from its name. */
export const inboxState = z.object({ id: z.string(), name: z.string(), phase: z.enum(conversationPhases) });

/** One conversation opened in the inbox: its summary, its messages, its user, and the deployment's own assignee. */
export const inboxThread = z.object({
  conversation: inboxConversation,
  messages: z.array(threadMessage),
  contact: inboxContact,
  states: z.array(inboxState),
  /** The platform user the deployment itself has assigned, when it has. */
  assignedUser: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  summary: z.string().nullable(),
});
export type InboxThread = z.infer<typeof inboxThread>;

/** An admin taking a conversation from the person handling it, named as the admin saw them. */
export const inboxTakeBody = z.object({ fromUserId: z.string().min(1).max(200) });

/** Taking over (mode manual) or handing back to the AI (mode ai). */
export const inboxModeBody = z.object({ mode: z.enum(conversationModes) });

/** An operator's reply; the echo id, made by the browser, makes sending it again safe. */
export const inboxReplyBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Write a reply first.")
    .max(messageMaxLength, `A reply is at most ${countOf(messageMaxLength, "character")}.`),
  echoId: z.uuid(),
});
export type InboxReplyBody = z.infer<typeof inboxReplyBody>;

/** An internal note, seen only by the console's people. */
export const inboxNote = z.object({ id: z.string(), body: z.string(), authorName: z.string().nullable(), createdAt: z.string() });
export const inboxNoteBody = z.object({ body: z.string().trim().min(1, "Write the note first.").max(4_000, "A note is at most 4,000 characters.") });
export const inboxNotes = z.array(inboxNote);

/** A saved reply, inserted in the composer by typing `/` and its shortcut. */
export const savedReplyBody = z.object({
  shortcut: z
    .string()
    .trim()
    .min(1, "Give the reply a shortcut.")
    .max(40, "A shortcut is at most 40 characters.")
    .regex(/^[a-z0-9][a-z0-9_-]*$/i, "Use letters, digits, - and _ only."),
  body: z.string().trim().min(1, "Write the reply.").max(4_000, "A saved reply is at most 4,000 characters."),
});
export const savedReply = savedReplyBody.extend({ id: z.string() });
export type SavedReply = z.infer<typeof savedReply>;
export const savedReplies = z.array(savedReply);

/** A short-lived link to a file of a message. */
export const inboxFileLink = z.object({ url: z.string() });
