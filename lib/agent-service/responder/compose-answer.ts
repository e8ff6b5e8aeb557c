import { splitSentences } from "../knowledge/chunk";
import { contentTerms, subjectTerms } from "../knowledge/terms";

export type ComposedAnswer = {
  text: string;
  /** Indexes of the passages the answer quotes. */
  usedPassages: number[];
};

type Candidate = { passage: number; position: number; sentence: string; matches: number; focusMatches: number };

const headingLine = /^#{1,6}\s/;

/** A sentence as plain text: no list markers, emphasis, inline code or link targets. */
export function plainSentence(sentence: string): string {
  return sentence
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|`)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function candidatesOf(passages: readonly string[], questionTerms: ReadonlySet<string>, focus: ReadonlySet<string>): Candidate[] {
  return passages.flatMap((passage, passageIndex) =>
    splitSentences(passage)
      .filter((sentence) => !headingLine.test(sentence))
      .map(plainSentence)
      .filter((sentence) => sentence.length > 1)
      .map((sentence, position) => {
        const terms = contentTerms(sentence);
        return {
          passage: passageIndex,
          position,
          sentence,
          matches: terms.filter((term) => questionTerms.has(term)).length,
          focusMatches: focus.size === 0 ? terms.filter((term) => questionTerms.has(term)).length : terms.filter((term) => focus.has(term)).length,
        };
      }),
  );
}

/** The first passage that mentions a focus term anywhere, headings included (any passage without a focus). */
function passageAbout(passages: readonly string[], focus: ReadonlySet<string>): number {
  if (focus.size === 0) return 0;
  return passages.findIndex((passage) => contentTerms(passage).some((term) => focus.has(term)));
}

/** Sentences as one text: after a sentence's end on the same line, else (list items, lines) on the next. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((text, sentence) => {
    if (!text) return sentence;
    return /[.!?:…]$/.test(text) ? `${text} ${sentence}` : `${text}\n${sentence}`;
  }, "");
}

/**
 * An answer made of the sentences of the passages (best first) that share the most terms with the
 * question (at least half as many as the best sentence), at most `maxSentences` and about `maxChars`,
 * in the order they appear. With a `focus` (a follow-up's own terms), sentences are chosen by the focus
 * terms they contain, then ranked by all of the question's: "and on Sundays?" asked after the opening
 * hours is answered by what is said of Sundays, or not at all. When the question's terms are only in a passage's headings, the answer is the start
 * of that passage.
 */
export function composeAnswer(
  passages: readonly string[],
  question: string,
  options: { maxSentences?: number; maxChars?: number; focus?: readonly string[] } = {},
): ComposedAnswer {
  const maxSentences = options.maxSentences ?? 3;
  const maxChars = options.maxChars ?? 700;
  const focus = options.focus ?? [];
  const candidates = candidatesOf(passages, new Set(subjectTerms(contentTerms(question))), new Set(subjectTerms([...focus])));
  if (candidates.length === 0) return { text: "", usedPassages: [] };

  const bestFocus = Math.max(...candidates.map((candidate) => candidate.focusMatches));
  const matching = candidates
    .filter((candidate) => candidate.focusMatches > 0 && candidate.focusMatches >= Math.ceil(bestFocus / 2))
    .sort((a, b) => b.matches - a.matches || a.passage - b.passage || a.position - b.position);
  const fallback = passageAbout(passages, new Set(focus));
  const ranked = matching.length > 0 ? matching : candidates.filter((candidate) => candidate.passage === fallback).slice(0, 2);
  if (ranked.length === 0) return { text: "", usedPassages: [] };

  const chosen: Candidate[] = [];
  const seen = new Set<string>();
  let length = 0;
  for (const candidate of ranked) {
    const key = candidate.sentence.toLowerCase();
    if (seen.has(key)) continue;
    if (chosen.length > 0 && length + candidate.sentence.length > maxChars) continue;
    chosen.push(candidate);
    seen.add(key);
    length += candidate.sentence.length + 1;
    if (chosen.length >= maxSentences) break;
  }
  chosen.sort((a, b) => a.passage - b.passage || a.position - b.position);
  return {
    text: joinSentences(chosen.map((candidate) => candidate.sentence)),
    usedPassages: [...new Set(chosen.map((candidate) => candidate.passage))],
  };
}
