import { contentTerms } from "../knowledge/terms";

/**
 * How a user's message becomes the questions to answer: one part per question it asks, and for a
 * follow-up that does not say what it is about ("and on Sundays?"), what to search with instead.
 */

/** Words that start a question of their own after "and": "… and do you ship to Canada?". */
const questionStart =
  /^(?:do|does|did|can|could|is|are|was|were|will|would|should|shall|may|have|has|what|what's|whats|how|when|where|which|who|whom|whose|why)\b/i;

/** "and", "also", "plus" or a semicolon between two questions. */
const joiner = /\s*;\s*|,?\s+(?:and also|and|also|plus)\s+/gi;

const continuation = /^(?:and|but|also|plus|or|so|then|what about|how about|same for|and what about|and how about)\b/i;
const anaphora = /\b(?:it|its|it's|that|this|they|them|their|those|these|there|one|ones)\b/i;

function trimPart(text: string): string {
  return text.replace(/^[\s,;]+|[\s,;]+$/g, "");
}

/**
 * Splits one sentence at "and"/"also"/";" where what follows starts a question of its own. Each word's terms
 * are read a bounded number of times, however many joiners there are: what comes before only gains terms
 * from one joiner to the next (read piece by piece), and what comes after only loses them (once it has
 * none, no later joiner can cut).
 */
function splitAtJoiners(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (pieces.length < maxParts) {
    const pattern = new RegExp(joiner);
    let cut: { index: number; length: number } | undefined;
    let isBeforeAsking = false;
    let beforeReadTo = 0;
    for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
      // Joiners start and end at a space, comma or semicolon: no word spans two pieces.
      if (!isBeforeAsking) isBeforeAsking = contentTerms(rest.slice(beforeReadTo, match.index)).length > 0;
      beforeReadTo = match.index;
      const after = rest.slice(match.index + match[0].length);
      if (!isBeforeAsking || !questionStart.test(after)) continue;
      if (contentTerms(after).length === 0) break;
      cut = { index: match.index, length: match[0].length };
      break;
    }
    if (!cut) break;
    pieces.push(trimPart(rest.slice(0, cut.index)));
    rest = rest.slice(cut.index + cut.length);
  }
  pieces.push(trimPart(rest));
  return pieces.filter(Boolean);
}

/** The most questions of one message answered one by one; the rest are answered together, as the last. */
export const maxParts = 5;

/**
 * The questions a message asks, in order (at most `maxParts`): each sentence ending in "?" is one, split again where "and",
 * "also" or ";" starts another question ("What are your hours and do you ship to Canada?" is two).
 * Statements before a question belong to it ("My jacket is torn. What can I do?" is one); statements
 * after the last question join it. A message without a question mark is one question.
 */
export function questionParts(message: string): string[] {
  const sentences = message
    .replace(/\s+/g, " ")
    .split(/(?<=\?)\s*/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const questions: string[] = [];
  let pending = "";
  for (const sentence of sentences) {
    const text = pending ? `${pending} ${sentence}` : sentence;
    if (sentence.endsWith("?")) {
      questions.push(text);
      pending = "";
    } else pending = text;
  }
  if (pending && questions.length > 0) questions[questions.length - 1] += ` ${pending}`;
  else if (pending) questions.push(pending);
  const parts = questions.flatMap(splitAtJoiners);
  const asking = parts.filter((part) => contentTerms(part).length > 0);
  if (asking.length === 0) return [parts.length > 0 ? parts.join(" ") : message.trim()];
  return asking.length <= maxParts ? asking : [...asking.slice(0, maxParts - 1), asking.slice(maxParts - 1).join(" ")];
}

/**
 * Whether a question only makes sense with the one before it: a question without any term of its own
 * ("How much?"), or a short one that continues ("and on Sundays?", "what about Europe?") or points back
 * ("can I return them?"). A message that is not a question ("Thanks!") follows up on nothing.
 */
export function isElliptical(question: string): boolean {
  const text = question.trim();
  const terms = contentTerms(text);
  if (terms.length === 0) return text.endsWith("?");
  if (terms.length > 3) return false;
  return continuation.test(text) || (terms.length <= 2 && anaphora.test(text));
}

export type Query = {
  /** What to search the knowledge with. */
  query: string;
  /** Terms an answer's sentences must contain (the question's own), or none when it has none. */
  focus: string[];
};

/**
 * What to search with for one question, in order of preference: the question itself; for a follow-up,
 * first the question with the previous one, then with the conversation's context. The answer must still
 * be about the follow-up's own terms ("and on Sundays?" is answered by a sentence about Sundays), and a
 * question that is not a follow-up never borrows another's terms: an unrelated question is not answered
 * from what the conversation was about before.
 */
export function queriesFor(question: string, previous: string | undefined, context: string | undefined): Query[] {
  const focus = contentTerms(question);
  if (!isElliptical(question)) return [{ query: question, focus }];
  const borrowed = [previous, context].filter((text): text is string => Boolean(text?.trim())).map((text) => ({ query: `${text} ${question}`, focus }));
  return [...borrowed, { query: question, focus }];
}
