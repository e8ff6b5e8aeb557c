import { z } from "zod";

import { asyncStatuses, messageFile, senderRoles, sendMessageBody, uploadUrlBody } from "@/lib/schemas/agent-api/conversations";
import { promptBody } from "@/lib/schemas/agent-api/prompts";

/** A file of the agent's knowledge an answer was drawn from. */
export const playgroundCitation = z.object({ fileId: z.string(), filename: z.string() });
export type PlaygroundCitation = z.infer<typeof playgroundCitation>;

/** One message of a playground conversation, as the chat shows it. */
export const playgroundMessage = z.object({
  id: z.string(),
  role: z.enum(senderRoles),
  text: z.string(),
  /** For an answer, the user message it answers; for a user message, itself. */
  questionId: z.string(),
  createdAt: z.string(),
  citations: z.array(playgroundCitation),
  files: z.array(z.object({ id: z.string(), fileName: z.string() })),
});
export type PlaygroundMessage = z.infer<typeof playgroundMessage>;

export const playgroundMessages = z.object({ messages: z.array(playgroundMessage) });
export type PlaygroundMessages = z.infer<typeof playgroundMessages>;

/** A conversation the playground opened, and the test user it talks as. */
export const playgroundConversation = z.object({
  id: z.string(),
  title: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
});
export type PlaygroundConversation = z.infer<typeof playgroundConversation>;

/** Where an async answer is: still pending, there, or failed with the reason. */
export const playgroundReply = z.object({
  status: z.enum(asyncStatuses),
  message: playgroundMessage.nullable(),
  error: z.string().nullable(),
});
export type PlaygroundReply = z.infer<typeof playgroundReply>;

/** What the composer sends: the text only (the shared body's own rules). */
export const playgroundSendBody = sendMessageBody.pick({ message: true });
export type PlaygroundSendBody = z.infer<typeof playgroundSendBody>;

/** A one-off prompt, with the files the browser uploaded for it. */
export const playgroundPromptBody = promptBody.pick({ prompt: true, files: true });
export type PlaygroundPromptBody = z.infer<typeof playgroundPromptBody>;
export type PlaygroundPromptFile = z.infer<typeof messageFile>;

export const playgroundPromptResult = z.object({
  status: z.enum(asyncStatuses),
  response: z.string().nullable(),
  error: z.string().nullable(),
  totalTokens: z.number().nullable(),
});
export type PlaygroundPromptResult = z.infer<typeof playgroundPromptResult>;

export const playgroundPromptQueued = z.object({ promptId: z.string() });

export const playgroundUploadUrlBody = uploadUrlBody;

/** Where the browser PUTs a prompt file's bytes, and the path the prompt names it by. */
export const playgroundUploadTicket = z.object({ signedUrl: z.string(), storagePath: z.string() });
export type PlaygroundUploadTicket = z.infer<typeof playgroundUploadTicket>;
