import "server-only";
import { z } from "zod";

import type { PassageMatch } from "../knowledge/passage-index";
import { estimateTokens } from "../tokens";
import { asksForPerson } from "./escalation";
import { handOver, handOverReply } from "./retrieval-responder";
import { fileCitationsOf, retrievePassages } from "./retrieve-passages";
import type { Reply, ReplyInput, Responder } from "./types";

export type OpenAIResponderOptions = {
  /** An OpenAI-compatible API, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
};

/** The model ends its reply with this when a person should take over; it is removed from the text. An empty reply hands over too. */
export const handOverMarker = "[[HANDOVER]]";
export const modelHandOverReason = "The agent could not answer and handed the conversation to a person.";

const historyTurnsSent = 20;
const attachmentCharsSent = 8_000;

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullish(),
});

type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

function systemPrompt(input: ReplyInput, passages: readonly PassageMatch[]): string {
  const parts = [
    input.agent.settings.instructions.trim() || "You are a helpful assistant.",
    [
      "Answer from the numbered passages of your knowledge below when they are relevant, and name the ones you used by number in brackets, e.g. [1].",
      `If you cannot answer with confidence, or the user needs a person, say so briefly and end your reply with ${handOverMarker}.`,
    ].join(" "),
  ];
  if (input.context) parts.push(`Context of this conversation:\n${input.context}`);
  parts.push(
    passages.length > 0
      ? `Passages:\n${passages.map((passage, index) => `[${index + 1}] (${passage.sourceName})\n${passage.text}`).join("\n\n")}`
      : "Passages: none of your knowledge matches this question.",
  );
  for (const attachment of input.attachments ?? []) {
    parts.push(`File attached by the user, ${attachment.fileName}:\n${attachment.text.slice(0, attachmentCharsSent)}`);
  }
  return parts.join("\n\n");
}

function chatMessages(input: ReplyInput, passages: readonly PassageMatch[]): ChatMessage[] {
  const history = input.history.slice(-historyTurnsSent).map((turn): ChatMessage => {
    if (turn.role === "user") return { role: "user", content: turn.text };
    return { role: "assistant", content: turn.role === "operator" ? `(A person from the team wrote:) ${turn.text}` : turn.text };
  });
  return [{ role: "system", content: systemPrompt(input, passages) }, ...history, { role: "user", content: input.question }];
}

/** The passages the answer names by number, and the answer without those numbers. */
function citedPassages(text: string, passages: readonly PassageMatch[]): { text: string; cited: PassageMatch[] } {
  const cited = new Set<number>();
  const stripped = text.replace(/\s?\[(\d+(?:\s*,\s*\d+)*)\]/g, (marker, numbers: string) => {
    const indexes = numbers.split(",").map((number) => Number(number.trim()) - 1);
    if (!indexes.every((index) => index >= 0 && index < passages.length)) return marker;
    for (const index of indexes) cited.add(index);
    return "";
  });
  return { text: stripped, cited: [...cited].sort((a, b) => a - b).map((index) => passages[index]!) };
}

async function requestCompletion(options: OpenAIResponderOptions, messages: ChatMessage[]): Promise<z.output<typeof completion>> {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({ model: options.model, messages }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw new Error(`the model at ${url} did not answer within ${timeoutMs / 1000} s`);
    throw new Error(`the model at ${url} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await response.text();
  if (!response.ok) throw new Error(`the model at ${url} answered ${response.status}: ${body.slice(0, 500)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`the model at ${url} answered with something other than JSON: ${body.slice(0, 200)}`);
  }
  const checked = completion.safeParse(parsed);
  if (!checked.success) throw new Error(`the model at ${url} answered without a chat completion: ${body.slice(0, 200)}`);
  return checked.data;
}

/**
 * Replies from an OpenAI-compatible chat model, grounded on the same retrieval as the default
 * responder: the agent's instructions, the matching passages (numbered, with their file names), the
 * context, attachments and history. It cites the files of the passages the answer names by number,
 * or of every passage it was given when it names none. A request for a person is handed over without
 * asking the model; the model hands over by ending with `handOverMarker`.
 */
export function createOpenAIResponder(options: OpenAIResponderOptions): Responder {
  return {
    async reply(input): Promise<Reply> {
      if (asksForPerson(input.question)) return handOver(input);

      const { passages } = await retrievePassages(input);
      const messages = chatMessages(input, passages);
      const result = await requestCompletion(options, messages);
      const content = result.choices[0]!.message.content ?? "";

      const { text, cited } = citedPassages(content.replaceAll(handOverMarker, "").trim(), passages);
      const isHandOver = content.includes(handOverMarker) || !text.trim();
      const answer = text.trim() || input.agent.defaultErrorMessage?.trim() || handOverReply;
      const citations = cited.length > 0 ? cited : isHandOver ? [] : passages;

      return {
        text: answer,
        fileCitations: fileCitationsOf(citations),
        ...(isHandOver ? { escalation: { reason: modelHandOverReason } } : {}),
        tokens: {
          input: result.usage?.prompt_tokens ?? estimateTokens(messages.map((message) => message.content).join("\n")),
          output: result.usage?.completion_tokens ?? estimateTokens(content),
        },
      };
    },
  };
}
