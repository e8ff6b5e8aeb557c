import "server-only";

import { serverEnv } from "@/lib/env";

import { createOpenAIResponder } from "./openai-responder";
import { createRetrievalResponder } from "./retrieval-responder";
import type { Responder } from "./types";

export type { HistoryTurn, Reply, ReplyInput, Responder } from "./types";
export { asksForPerson } from "./escalation";

/** The agent's responder: the configured OpenAI-compatible model when `LLM_BASE_URL` is set, else retrieval. */
export function getResponder(): Responder {
  const env = serverEnv();
  if (env.LLM_BASE_URL) return createOpenAIResponder({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
  return createRetrievalResponder();
}
