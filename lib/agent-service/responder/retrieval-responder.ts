import "server-only";

import { splitSentences } from "../knowledge/chunk";
import type { PassageMatch } from "../knowledge/passage-index";
import { estimateTokens } from "../tokens";
import { composeAnswer, joinSentences } from "./compose-answer";
import { asksForPerson } from "./escalation";
import { queriesFor, questionParts } from "./question-parts";
import { fileCitationsOf, previousQuestionOf, searchPassages, urlCitationsOf } from "./retrieve-passages";
import type { Reply, ReplyInput, Responder } from "./types";

export const handOverReply = "I'll hand you over to a person from the team. They will answer here as soon as they can.";
export const unknownAnswerReply = "I'm sorry, I don't know the answer to that. I've asked a person from the team to help.";

export const escalationReasons = {
  askedForPerson: "The user asked for a person.",
  noAnswer: "No passage of the agent's knowledge answers this.",
} as const;

/** A question or two of the message in quotes: “Do you sell gift cards?” and “Is there parking?”. */
function quoted(parts: readonly string[]): string {
  const quotes = parts.map((part) => `“${part.charAt(0).toUpperCase()}${part.slice(1)}”`);
  return quotes.length === 1 ? quotes[0]! : `${quotes.slice(0, -1).join(", ")} and ${quotes[quotes.length - 1]}`;
}

/** What the reply says of the questions of a message it cannot answer, when it answers the others. */
export function unknownPartsReply(parts: readonly string[]): string {
  const answers = parts.length === 1 ? "the answer" : "the answers";
  return `I'm sorry, I don't know ${answers} to ${quoted(parts)}. I've asked a person from the team to help.`;
}

/** Why a message answered in part needs a person. */
export function unknownPartsReason(parts: readonly string[]): string {
  return `No passage of the agent's knowledge answers ${quoted(parts)}.`;
}

function inputTokens(input: ReplyInput, passages: readonly string[]): number {
  return estimateTokens([input.question, input.context ?? "", ...passages].join("\n"));
}

/** The reply when the user asks for a person: handed over, without searching. */
export function handOver(input: ReplyInput): Reply {
  return {
    text: handOverReply,
    fileCitations: [],
    escalation: { reason: escalationReasons.askedForPerson },
    tokens: { input: inputTokens(input, []), output: estimateTokens(handOverReply) },
  };
}

type PartAnswer = { part: string; sentences: string[]; passages: PassageMatch[]; used: PassageMatch[] };

/**
 * One question of the message answered on its own: the first search (see `queriesFor`) whose passages
 * have sentences about it. `previous` is what it may follow up on: the question before it in the same
 * message, else the user's previous turn.
 */
async function answerPart(input: ReplyInput, part: string, previous: string | undefined): Promise<PartAnswer> {
  for (const { query, focus } of queriesFor(part, previous, input.context)) {
    const passages = await searchPassages(input, query);
    if (passages.length === 0) continue;
    const answer = composeAnswer(
      passages.map((passage) => passage.text),
      query,
      { focus },
    );
    if (answer.text) {
      return { part, sentences: splitSentences(answer.text), passages, used: answer.usedPassages.map((index) => passages[index]!) };
    }
  }
  return { part, sentences: [], passages: [], used: [] };
}

/** Each question of the message answered in turn; a sentence already said for an earlier one is not repeated. */
async function answerParts(input: ReplyInput): Promise<PartAnswer[]> {
  const parts = questionParts(input.question);
  const answers: PartAnswer[] = [];
  const said = new Set<string>();
  for (const [index, part] of parts.entries()) {
    const answer = await answerPart(input, part, index === 0 ? previousQuestionOf(input) : parts[index - 1]);
    const fresh = answer.sentences.filter((sentence) => !said.has(sentence));
    for (const sentence of fresh) said.add(sentence);
    answers.push({ ...answer, sentences: fresh });
  }
  return answers;
}

/**
 * The default responder: no model. It hands over when asked for a person; otherwise it answers each
 * question of the message with the sentences of the agent's knowledge that best match it, citing their
 * files and crawled pages, and says plainly which questions it does not know the answer to (all of
 * them: the agent's `defaultErrorMessage` when set) and hands over.
 */
export function createRetrievalResponder(): Responder {
  return {
    async reply(input) {
      if (asksForPerson(input.question)) return handOver(input);

      const answers = await answerParts(input);
      const answered = answers.filter((answer) => answer.used.length > 0);
      const unknown = answers.filter((answer) => answer.used.length === 0).map((answer) => answer.part);
      if (answered.length === 0) {
        const text = input.agent.defaultErrorMessage?.trim() || unknownAnswerReply;
        return {
          text,
          fileCitations: [],
          urlCitations: [],
          escalation: { reason: escalationReasons.noAnswer },
          tokens: { input: inputTokens(input, []), output: estimateTokens(text) },
        };
      }
      const answerText = joinSentences(answered.flatMap((answer) => answer.sentences));
      const text = unknown.length > 0 ? `${answerText}\n\n${unknownPartsReply(unknown)}` : answerText;
      const used = answered.flatMap((answer) => answer.used);
      const searched = [...new Set(answered.flatMap((answer) => answer.passages))];
      return {
        text,
        fileCitations: fileCitationsOf(used),
        urlCitations: urlCitationsOf(used),
        ...(unknown.length > 0 ? { escalation: { reason: unknownPartsReason(unknown), answered: answerText } } : {}),
        tokens: {
          input: inputTokens(
            input,
            searched.map((passage) => passage.text),
          ),
          output: estimateTokens(text),
        },
      };
    },
  };
}
