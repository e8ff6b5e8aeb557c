import MiniSearch from "minisearch";

import { contentTerms, isAboutUnknownSubject, requiredMatches, searchTerm, subjectTerms, words } from "./terms";

export type KnowledgeSourceType = "agent_file" | "pack_document" | "web_page";

export type Passage = {
  id: number;
  sourceType: KnowledgeSourceType;
  sourceId: string;
  sourceName: string;
  position: number;
  text: string;
};

export type PassageMatch = Omit<Passage, "id"> & {
  /** BM25+ score: comparable between passages of one search only. */
  score: number;
  /** Share of the question's terms the passage contains, 0 to 1. */
  coverage: number;
};

export type PassageIndex = MiniSearch<Passage>;

const storeFields = ["sourceType", "sourceId", "sourceName", "position", "text"] as const;

/**
 * A BM25+ index of passages. Terms are stop-word-free and stemmed (see terms.ts); no prefix search,
 * and typo tolerance only for words of six letters or more, one edit away.
 */
export function createPassageIndex(passages: readonly Passage[]): PassageIndex {
  const index = new MiniSearch<Passage>({
    fields: ["text"],
    storeFields: [...storeFields],
    tokenize: words,
    processTerm: (term) => searchTerm(term),
    searchOptions: { prefix: false, fuzzy: (term) => (term.length >= 6 ? 1 : false), combineWith: "OR" },
  });
  index.addAll(passages);
  return index;
}

const exactTerm = { tokenize: (text: string) => text.split(" "), processTerm: (term: string) => term };

/**
 * The passages that answer a question, best first: only those containing enough of its terms
 * (`requiredMatches`), so a question about something else finds nothing even when a passage shares a
 * word with it. Only terms the knowledge contains at all count — "Can I return boots I bought three
 * weeks ago?" is about returning boots even if no passage says "weeks" — but a longer question needs
 * at least two of them, so one shared word ("Do you sell opening ceremony tickets?") is not enough.
 * Nor is a question answered whose subject the knowledge never mentions (`isAboutUnknownSubject`): "Do you
 * ship to Australia?" is not answered by how long shipping to Canada takes.
 * A question made only of stop words, or of words the knowledge never uses, finds nothing.
 */
export function searchPassageIndex(index: PassageIndex, question: string, limit: number): PassageMatch[] {
  if (index.documentCount === 0) return [];
  const questionTerms = contentTerms(question);
  if (questionTerms.length === 0) return [];
  // One search for every term: a term the knowledge lacks adds nothing to any passage's score, and the terms
  // it contains are those some passage matched.
  const results = index.search(questionTerms.join(" "), exactTerm);
  const matched = new Set(results.flatMap((result) => result.queryTerms));
  const terms = questionTerms.filter((term) => matched.has(term));
  if (terms.length === 0 || (questionTerms.length >= 3 && terms.length < 2)) return [];
  if (isAboutUnknownSubject(question, questionTerms, matched)) return [];
  // Quantities count only as details: "boots I bought three weeks ago" is not answered by "wax boots every three months".
  const subjects = new Set(subjectTerms(terms));
  const needed = requiredMatches(subjects.size);
  return results
    .filter((result) => new Set(result.queryTerms.filter((term) => subjects.has(term))).size >= needed)
    .slice(0, limit)
    .map((result) => ({
      sourceType: result.sourceType as KnowledgeSourceType,
      sourceId: result.sourceId as string,
      sourceName: result.sourceName as string,
      position: result.position as number,
      text: result.text as string,
      score: result.score,
      coverage: new Set(result.queryTerms).size / terms.length,
    }));
}
