import { z } from "zod";

import { conversationModes, senderRoles, sendMessageBody } from "@/lib/schemas/agent-api/conversations";
import { businessHours } from "@/lib/schemas/agent-api/live-chat";

/** Who starts a customer chat: a name (first and last in one box) and an email. */
export const chatStartBody = z.object({
  name: z.string().trim().min(1, "Enter your name").max(511, "At most 511 characters"),
  email: z.email("Enter an email address such as ada@example.com").max(255, "At most 255 characters"),
});
export type ChatStartBody = z.infer<typeof chatStartBody>;

/** What the customer sends: the text only (the shared body's own rules). */
export const chatSendBody = sendMessageBody.pick({ message: true });
export type ChatSendBody = z.infer<typeof chatSendBody>;

/** One message of a customer chat, as the widget shows it. */
export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(senderRoles),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A conversation the chat page started: who the customer is, who answers now, and whether it has ended. */
export const chatConversation = z.object({
  id: z.string(),
  /** `manual` once a person has taken it over: the agent no longer answers. */
  mode: z.enum(conversationModes),
  isEnded: z.boolean(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** The conversation and its messages, oldest first. */
export const chatThread = z.object({ conversation: chatConversation, messages: z.array(chatMessage) });
export type ChatThread = z.infer<typeof chatThread>;

/** After a message is sent: the thread, and whether the agent answered it (not while a person has the conversation). */
export const chatSendResult = chatThread.extend({ isAnswered: z.boolean() });
export type ChatSendResult = z.infer<typeof chatSendResult>;

/** What the chat page shows of the agent's live-chat configuration. */
export const chatWidget = z.object({
  /** The name customers see for the agent's answers. */
  agentName: z.string(),
  title: z.string(),
  subtitle: z.string(),
  greeting: z.string(),
  handOffMessage: z.string(),
  color: z.string(),
  textColor: z.string(),
  avatarUrl: z.string().nullable(),
  /** Whether the widget is live on the organization's site. */
  isEnabled: z.boolean(),
  /** False when the configuration could not be read and the defaults are shown. */
  isConfigured: z.boolean(),
  businessHours: businessHours.nullable(),
  limitUnavailableDates: z.boolean(),
  unavailableDates: z.array(z.string()),
  unavailableDatesMessage: z.string(),
});
export type ChatWidget = z.infer<typeof chatWidget>;
