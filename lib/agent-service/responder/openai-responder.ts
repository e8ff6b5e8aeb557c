import "server-only";
import { z } from "zod";

import type { PassageMatch } from "../knowledge/passage-index";
import { estimateTokens } from "../tokens";
import { asksForPerson } from "./escalation";
import { loadFunctionTools, type FunctionTools, type ToolCall, type ToolDefinition } from "./function-tools";
import { handOver, handOverReply } from "./retrieval-responder";
import { fileCitationsOf, retrievePassages, urlCitationsOf } from "./retrieve-passages";
import type { Reply, ReplyInput, Responder } from "./types";
import { functionUrlPolicy, type UrlPolicy } from "../webhooks/url-policy";

export type OpenAIResponderOptions = {
  /** An OpenAI-compatible API, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Which function endpoints may be called; the webhook policy of this server when absent. */
  functionUrlPolicy?: UrlPolicy;
};

/** The model ends its reply with this when a person should take over; it is removed from the text. An empty reply hands over too. */
export const handOverMarker = "[[HANDOVER]]";
export const modelHandOverReason = "The agent could not answer and handed the conversation to a person.";

/** How many times one reply may call functions before the model must answer in words. */
export const maxToolRounds = 3;

const historyTurnsSent = 20;
const attachmentCharsSent = 8_000;

const toolCall = z.object({
  id: z.string(),
  type: z.string().optional(),
  function: z.object({ name: z.string(), arguments: z.string().nullish() }),
});

const completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish(), tool_calls: z.array(toolCall).nullish() }) })).min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullish(),
});

/** Text and images in one user message, as OpenAI-compatible chat completions take them. */
type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

type ChatMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string | ContentPart[] }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

type Tokens = { input: number; output: number };

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
    const attached = attachment.isEarlier ? "File the user attached earlier in this conversation" : "File attached by the user";
    parts.push(`${attached}, ${attachment.fileName}:\n${attachment.text.slice(0, attachmentCharsSent)}`);
  }
  if (input.attachments?.length) parts.push("When you answer from a file the user attached, name the file.");
  return parts.join("\n\n");
}

function chatMessages(input: ReplyInput, passages: readonly PassageMatch[]): ChatMessage[] {
  const history = input.history.slice(-historyTurnsSent).map((turn): ChatMessage => {
    if (turn.role === "user") return { role: "user", content: turn.text };
    return { role: "assistant", content: turn.role === "operator" ? `(A person from the team wrote:) ${turn.text}` : turn.text };
  });
  return [{ role: "system", content: systemPrompt(input, passages) }, ...history, { role: "user", content: questionContent(input) }];
}

/** The question, with the images attached to it when there are any. */
function questionContent(input: ReplyInput): string | ContentPart[] {
  const images = input.images ?? [];
  if (images.length === 0) return input.question;
  return [
    { type: "text", text: input.question },
    ...images.map((image): ContentPart => ({
      type: "image_url",
      image_url: { url: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString("base64")}` },
    })),
  ];
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

type CompletionRequest = { messages: ChatMessage[]; tools: ToolDefinition[]; mayCallTools: boolean };

async function requestCompletion(options: OpenAIResponderOptions, request: CompletionRequest): Promise<z.output<typeof completion>> {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model,
        messages: request.messages,
        ...(request.tools.length > 0 ? { tools: request.tools, tool_choice: request.mayCallTools ? "auto" : "none" } : {}),
      }),
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

const contentText = (content: ChatMessage["content"]) =>
  typeof content === "string" || content === null ? (content ?? "") : content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

const messageText = (message: ChatMessage) =>
  [contentText(message.content), ...(message.role === "assistant" ? (message.tool_calls ?? []).map((call) => call.function.arguments ?? "") : [])].join("\n");

/**
 * Asks the model, calling the functions it asks for and sending back what they answered, for at most
 * `maxToolRounds` rounds; after those the model must answer without calling any. Answers the model's
 * final text and the tokens of every request.
 */
async function converse(
  options: OpenAIResponderOptions,
  messages: ChatMessage[],
  tools: FunctionTools,
  conversationId: string | undefined,
): Promise<{ content: string; tokens: Tokens }> {
  const tokens: Tokens = { input: 0, output: 0 };
  for (let round = 0; ; round += 1) {
    const mayCallTools = round < maxToolRounds;
    const result = await requestCompletion(options, { messages, tools: tools.definitions, mayCallTools });
    const message = result.choices[0]!.message;
    const calls = message.tool_calls ?? [];
    const answer: ChatMessage = { role: "assistant", content: message.content ?? null, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
    tokens.input += result.usage?.prompt_tokens ?? estimateTokens(messages.map(messageText).join("\n"));
    tokens.output += result.usage?.completion_tokens ?? estimateTokens(messageText(answer));
    if (calls.length === 0 || !mayCallTools || tools.definitions.length === 0) return { content: message.content ?? "", tokens };

    const results = await Promise.all(calls.map((call) => tools.call(call, conversationId)));
    messages.push(answer, ...calls.map((call, index): ChatMessage => ({ role: "tool", tool_call_id: call.id, content: results[index]! })));
  }
}

/**
 * Replies from an OpenAI-compatible chat model, grounded on the same retrieval as the default
 * responder: the agent's instructions, the matching passages (numbered, with their file names), the
 * context, the attached files' text, the question's images and the history. It cites the files of the passages the answer names by number,
 * or of every passage it was given when it names none. A request for a person is handed over without
 * asking the model; the model hands over by ending with `handOverMarker`. The agent's enabled functions
 * are offered as tools (see `converse`); a call that fails is answered to the model as an error.
 */
export function createOpenAIResponder(options: OpenAIResponderOptions): Responder {
  return {
    async reply(input): Promise<Reply> {
      if (asksForPerson(input.question)) return handOver(input);

      const { passages } = await retrievePassages(input);
      const tools = await loadFunctionTools(input.db, input.agent.id, () => options.functionUrlPolicy ?? functionUrlPolicy());
      const { content, tokens } = await converse(options, chatMessages(input, passages), tools, input.conversationId);

      const { text, cited } = citedPassages(content.replaceAll(handOverMarker, "").trim(), passages);
      const isHandOver = content.includes(handOverMarker) || !text.trim();
      const answer = text.trim() || input.agent.defaultErrorMessage?.trim() || handOverReply;
      const citations = cited.length > 0 ? cited : isHandOver ? [] : passages;

      return {
        text: answer,
        fileCitations: fileCitationsOf(citations),
        urlCitations: urlCitationsOf(citations),
        ...(isHandOver ? { escalation: { reason: modelHandOverReason } } : {}),
        tokens,
      };
    },
  };
}
