import { z } from "zod";

import { agentContext, isoDateTime, orderDirection, pageOf, pageQuery, queryBoolean } from "./common";
import { messageMaxLength } from "./message-length";
import { userResponse } from "./users";

export const conversationModes = ["ai", "manual"] as const;
export const senderRoles = ["conversation_user", "assistant", "manual_assistant"] as const;
export const messageSources = ["email", "sms", "live_chat", "copilot", "api", "voice", "ms_teams"] as const;
export const asyncStatuses = ["pending", "completed", "failed"] as const;
export const voteTypes = ["up", "down"] as const;
export const conversationStatuses = ["active", "inactive", "archived"] as const;

/** The longest message a conversation takes (a question, an answer, an operator's reply), in characters. */
export { messageMaxLength };

export const assignedUser = z
  .looseObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullish(),
    email: z.string(),
    phoneNumber: z.string().nullish(),
  })
  .meta({ id: "AssignedUser" });

export const feedbackResponse = z
  .looseObject({
    id: z.string(),
    voteType: z.enum(voteTypes),
    question: z.string().nullable(),
    answer: z.string().nullable(),
    comment: z.string().nullable(),
    userEmail: z.string().nullish(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "FeedbackResponse" });

export const conversationResponse = z
  .looseObject({
    id: z.string(),
    conversationUserId: z.string(),
    title: z.string().optional(),
    score: z.number().optional(),
    summary: z.string().optional(),
    aiConversationId: z.string(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    aiCallId: z.string().optional(),
    mode: z.enum(conversationModes).optional(),
    conversationStateId: z.string().optional(),
    user: userResponse,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    assignedUser: assignedUser.nullish(),
    isAnonymized: z.boolean(),
  })
  .meta({ id: "ConversationResponse" });

export const conversationWithFeedbacksResponse = conversationResponse
  .extend({ feedbacks: z.array(feedbackResponse).optional() })
  .meta({ id: "ConversationWithFeedbacksResponse" });

export const conversationPage = pageOf(conversationWithFeedbacksResponse, "ConversationPage");

export const listConversationsQuery = pageQuery.extend({
  orderBy: z.enum(["createdAt", "updatedAt"]).optional(),
  searchKeyword: z.string().max(255).optional(),
  userId: z.uuid().optional(),
  startDate: isoDateTime.optional(),
  endDate: isoDateTime.optional(),
  withFeedbacksOnly: queryBoolean().optional(),
});

const title = z.string().max(255);
const customData = z.record(z.string(), z.unknown());

/**
 * The real deployment names the user `conversationUserId`; the spec calls it `userId`. Either is accepted, and
 * the document says one of them is required.
 */
export const createConversationBody = z
  .object({
    conversationUserId: z.string().min(1).optional(),
    userId: z.string().min(1).optional().meta({ description: "The spec's name for conversationUserId." }),
    title: title.optional(),
    context: agentContext.optional(),
    customData: customData.optional(),
    conversationStateId: z.string().optional(),
  })
  .refine((body) => Boolean(body.conversationUserId ?? body.userId), {
    message: "conversationUserId is required",
    path: ["conversationUserId"],
  })
  .meta({ id: "CreateConversationBody", anyOf: [{ required: ["conversationUserId"] }, { required: ["userId"] }] });

export const deleteUserConversationsBody = z.object({ conversationUserId: z.string().min(1) }).meta({ id: "DeleteUserConversationsBody" });

export const updateConversationBody = z
  .object({
    title: title.optional(),
    context: agentContext.optional(),
    status: z.enum(conversationStatuses).optional(),
    conversationStateId: z.string().optional(),
  })
  .meta({ id: "UpdateConversationBody" });

export const conversationStateResponse = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    color: z.string().nullable(),
    isPersistent: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "ConversationStateResponse" });

/** The real deployment declares one state object; it evidently means a list, and that is what is served. */
export const conversationStatesResponse = z.array(conversationStateResponse).meta({ id: "ConversationStatesResponse" });

const startCommon = {
  firstName: z.string().trim().min(1).max(255),
  lastName: z.string().trim().min(1).max(255),
  context: agentContext.optional(),
  conversationContext: agentContext.optional(),
  source: z.string().optional(),
  fkId: z.string().optional(),
  fkUserId: z.string().optional(),
  customData: customData.optional(),
  conversationStateId: z.string().optional(),
  authorId: z.string().optional(),
  skipPhoneNumberValidation: z.boolean().optional(),
  skipEmailValidation: z.boolean().optional(),
};
const phoneNumber = z.string().regex(/^\+?[0-9 ()-]{6,20}$/, "expected a phone number");

export const startConversationBody = z
  .discriminatedUnion("channel", [
    z.object({
      ...startCommon,
      channel: z.literal("email"),
      email: z.email(),
      emailSubject: z.string().min(1).max(998),
      emailIntroduction: z.string().min(1),
      includeSignatureInEmail: z.boolean().optional(),
      phoneNumber: phoneNumber.optional(),
      resetConversation: z.boolean().default(false),
    }),
    z.object({
      ...startCommon,
      channel: z.literal("sms"),
      phoneNumber,
      smsIntroduction: z.string().min(1).max(1600),
      email: z.email().optional(),
      resetConversation: z.boolean().default(false),
      includeSignatureInSms: z.boolean().default(false),
    }),
    z.object({
      ...startCommon,
      channel: z.literal("voice"),
      phoneNumber,
      firstMessage: z.string().min(1),
      email: z.email().optional(),
    }),
  ])
  .meta({ id: "StartConversationBody", description: "Opens a conversation on the given channel; each channel requires its own fields." });

export const startConversationResponse = z.looseObject({ conversationId: z.string() }).meta({ id: "StartConversationResponse" });

export const messageFile = z
  .object({ fileName: z.string().min(1).max(255), storagePath: z.string().min(1).max(1024) })
  .meta({ id: "MessageFile", description: "A file uploaded to a signed URL, referenced by its storage path." });

export const sendMessageBody = z
  .object({
    message: z.string().trim().min(1).max(messageMaxLength),
    context: agentContext.optional(),
    files: z.array(messageFile).max(10).optional(),
  })
  .meta({ id: "SendMessageBody" });

export const sendManualMessageBody = z
  .object({
    message: z.string().trim().min(1).max(messageMaxLength),
    conversationMessageId: z.string().optional(),
    authorId: z.string().optional(),
    files: z.array(messageFile).max(10).optional(),
  })
  .meta({ id: "SendManualMessageBody" });

export const messageFileResponse = z
  .looseObject({
    id: z.string(),
    fileName: z.string(),
    openAIFileId: z.string(),
    size: z.number().nullish(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: "MessageFileResponse" });

export const fullAIResponse = z
  .looseObject({
    reasoning: z.array(z.string()).nullish(),
    outputText: z.string().nullish(),
    urlCitations: z.array(z.looseObject({ url: z.string(), title: z.string() })).nullish(),
    fileCitations: z.array(z.looseObject({ fileId: z.string(), filename: z.string() })).nullish(),
  })
  .meta({ id: "FullAIResponse" });

export const baseFeedbackResponse = feedbackResponse.omit({ createdAt: true, updatedAt: true }).meta({ id: "BaseFeedbackResponse" });

export const messageResponse = z
  .looseObject({
    id: z.string(),
    message: z.string(),
    rawMessage: z.string().optional(),
    conversationId: z.string(),
    senderRole: z.enum(senderRoles),
    conversationMessageId: z.string().meta({ description: "For a reply, the user message it answers; for a user message, itself." }),
    source: z.enum(messageSources),
    createdAt: isoDateTime,
    conversationMessageFeedbacks: z.array(baseFeedbackResponse).optional(),
    fullAIResponse: fullAIResponse.optional(),
    subagentId: z.string().nullish(),
    expandedMessage: z.string().nullish(),
    files: z.array(messageFileResponse).optional(),
    isAnonymized: z.boolean(),
  })
  .meta({ id: "MessageResponse" });

export const messagesResponse = z.looseObject({ messages: z.array(messageResponse) }).meta({ id: "MessagesResponse" });

export const listMessagesQuery = z.object({
  shouldIncludeFeedbacks: queryBoolean().optional(),
  orderDirection: orderDirection.default("ASC"),
});

export const responseOnResponse = z
  .looseObject({ status: z.enum(asyncStatuses), message: z.union([messageResponse, z.null()]), error: z.string().nullable() })
  .meta({ id: "ResponseOnResponse" });

export const updateModeBody = z.object({ mode: z.enum(conversationModes) }).meta({ id: "UpdateModeBody" });

export const uploadUrlBody = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, "expected a MIME type such as image/png"),
  })
  .meta({ id: "UploadUrlBody" });

export const uploadUrlResponse = z
  .looseObject({ signedUrl: z.string(), storagePath: z.string() })
  .meta({ id: "UploadUrlResponse", description: "PUT the file's bytes to signedUrl with the same Content-Type, then send storagePath in `files`." });

export const downloadUrlResponse = z.looseObject({ signedUrl: z.string(), fileId: z.string() }).meta({ id: "DownloadUrlResponse" });

export const feedbackBody = z
  .object({
    conversationMessageId: z.uuid(),
    userId: z.uuid(),
    voteType: z.enum(voteTypes),
    question: z.string().min(1).max(messageMaxLength),
    answer: z.string().max(messageMaxLength).optional(),
    comment: z.string().max(4_000).optional(),
  })
  .meta({ id: "FeedbackBody" });

export const feedbackUpsertResponse = z
  .looseObject({
    id: z.string(),
    conversationMessageId: z.string(),
    voteType: z.enum(voteTypes),
    question: z.string().nullable(),
    answer: z.string().nullable(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "FeedbackUpsertResponse" });

export type ConversationResponse = z.infer<typeof conversationResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;
