import { z } from "zod";

import { conversationModes, senderRoles } from "./conversations";

const transcriptEntry = z.looseObject({
  id: z.string(),
  senderRole: z.enum(senderRoles),
  message: z.string(),
  createdAt: z.string(),
});

/**
 * The body of a webhook delivery about a conversation: the event, the conversation with its user, the new message
 * if there is one, the transcript and scores. Loose, and lenient where a deployment may send less.
 */
export const conversationDelivery = z
  .looseObject({
    type: z.string(),
    id: z.string().optional(),
    timestamp: z.string().optional(),
    agent: z.looseObject({ id: z.string(), name: z.string().nullish() }),
    conversation: z.looseObject({
      id: z.string(),
      title: z.string().nullish(),
      mode: z.enum(conversationModes).nullish().catch(null),
      conversationStateId: z.string().nullish(),
      status: z.string().nullish(),
      source: z.string().nullish(),
      createdAt: z.string().nullish(),
      updatedAt: z.string(),
      escalationReason: z.string().nullish(),
    }),
    user: z
      .looseObject({
        id: z.string(),
        firstName: z.string().nullish(),
        lastName: z.string().nullish(),
        email: z.string().nullish(),
        phoneNumber: z.string().nullish(),
      })
      .nullish(),
    message: transcriptEntry
      .extend({
        files: z
          .array(z.looseObject({ id: z.string(), fileName: z.string() }))
          .nullish()
          .catch(null),
      })
      .nullish(),
    transcript: z.array(transcriptEntry).nullish().catch(null),
  })
  .meta({ id: "ConversationDelivery" });

export type ConversationDelivery = z.infer<typeof conversationDelivery>;
