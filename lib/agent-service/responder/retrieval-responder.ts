import "server-only";

import { estimateTokens } from "../tokens";
import { composeAnswer } from "./compose-answer";
import { asksForPerson } from "./escalation";
import { fileCitationsOf, retrievePassages } from "./retrieve-passages";
import type { Reply, ReplyInput, Responder } from "./types";

export const handOverReply = "I'll hand you over to a person from the team. They will answer here as soon as they can.";
export const unknownAnswerReply = "I'm sorry, I don't know the answer to that. I've asked a person from the team to help.";

export const escalationReasons = {
  askedForPerson: "The user asked for a person.",
  noAnswer: "No passage of the agent's knowledge answers this.",
} as const;

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

/**
 * The default responder: no model. It hands over when asked for a person; otherwise it answers with
 * the sentences of the agent's knowledge that best match the question, citing their files, or says
 * plainly that it does not know (the agent's `defaultErrorMessage` when set) and hands over.
 */
export function createRetrievalResponder(): Responder {
  return {
    async reply(input) {
      if (asksForPerson(input.question)) return handOver(input);

      const { query, passages } = await retrievePassages(input);
      const answer = composeAnswer(
        passages.map((passage) => passage.text),
        query,
      );
      if (!answer.text) {
        const text = input.agent.defaultErrorMessage?.trim() || unknownAnswerReply;
        return {
          text,
          fileCitations: [],
          escalation: { reason: escalationReasons.noAnswer },
          tokens: { input: inputTokens(input, []), output: estimateTokens(text) },
        };
      }
      const used = answer.usedPassages.map((index) => passages[index]!);
      return {
        text: answer.text,
        fileCitations: fileCitationsOf(used),
        tokens: { input: inputTokens(input, passages.map((passage) => passage.text)), output: estimateTokens(answer.text) },
      };
    },
  };
}
