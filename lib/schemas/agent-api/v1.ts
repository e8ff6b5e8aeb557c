import { z } from "zod";

import { agentContext, isoDateTime } from "./common";
import { messageMaxLength } from "./conversations";

/** The alternate surface: `/api/v1` with `Authorization: Bearer <agent key>`. */

/** Who is talking, as a conversation or a message on this surface may say. */
const v1User = z.object({
  firstName: z.string().max(255).optional(),
  lastName: z.string().max(255).optional(),
  email: z.email().optional(),
  customData: z.record(z.string(), z.unknown()).optional(),
});

export const v1CreateConversationBody = z
  .object({
    title: z.string().max(255).optional(),
    context: agentContext.optional(),
    user: v1User.optional(),
  })
  .meta({ id: "V1CreateConversationBody" });

export const v1ConversationResponse = z
  .looseObject({
    id: z.string(),
    title: z.string().nullable(),
    userId: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: "V1Conversation" });

export const v1SendMessageBody = z
  .object({
    message: z.string().trim().min(1).max(messageMaxLength),
    conversationId: z.string().optional(),
    channel: z.string().max(64).optional(),
    context: agentContext.optional(),
    user: v1User.optional(),
  })
  .meta({ id: "V1SendMessageBody" });

export const v1Message = z
  .looseObject({
    id: z.string(),
    conversationId: z.string(),
    role: z.string().meta({ description: "assistant for an agent reply; user or operator otherwise." }),
    content: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: "V1Message" });

export const v1MessagesQuery = z.object({ conversationId: z.string().min(1) });
export const v1MessagesResponse = z.looseObject({ data: z.array(v1Message) }).meta({ id: "V1Messages" });
