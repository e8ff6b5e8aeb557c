import "server-only";

import { serverEnv } from "@/lib/env";

import { citingAttachments } from "./attachment-passages";
import { createOpenAIResponder } from "./openai-responder";
import { createRetrievalResponder } from "./retrieval-responder";
import type { Responder } from "./types";

export type { HistoryTurn, Reply, ReplyInput, Responder } from "./types";
export { asksForPerson } from "./escalation";

/**
 * The agent's responder: the configured OpenAI-compatible model when `LLM_BASE_URL` is set (it is shown
 * attached images), else retrieval (it says it cannot read them). Both cite the attached files they used.
 */
export function getResponder(): Responder {
  const env = serverEnv();
  if (env.LLM_BASE_URL) {
    return citingAttachments(createOpenAIResponder({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }), { readsImages: true });
  }
  return citingAttachments(createRetrievalResponder(), { readsImages: false });
}
