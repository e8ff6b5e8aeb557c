import { z } from "zod";

import { asyncStatuses, messageFile, messageMaxLength } from "./conversations";

export const promptBody = z
  .object({
    prompt: z.string().trim().min(1).max(messageMaxLength),
    tokenTrackingId: z.string().max(255).optional(),
    files: z.array(messageFile).max(10).optional(),
  })
  .meta({ id: "PromptBody", description: "A one-shot question to the agent, outside any conversation." });

export const promptResultResponse = z
  .looseObject({
    status: z.enum(asyncStatuses),
    totalTokens: z.number().nullable(),
    response: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: "PromptResultResponse" });

export const promptCreatedResponse = z.looseObject({ promptId: z.string() }).meta({ id: "PromptCreatedResponse" });
