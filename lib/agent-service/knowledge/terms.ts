/**
 * How text becomes search terms, the same way for passages and questions: lower-cased words, without
 * stop words (the words any question or passage has, which say nothing about what it is about), reduced
 * by a light English stemmer so "opening hours" finds "open" and "hour".
 */

const stopWordList = `
a able about above after again against all almost also am an and any anyone anything are aren as ask
asking at
be because been before being below between both but by
can cannot could couldn curious
did didn do does doesn doing don done down during
each either else etc even ever every explain
few find for from further
get gets getting give go going got
had hadn has hasn have haven having he hello help her here hers herself hey hi him himself his how
however
i if in info information into is isn it its itself
just
kind know
let like ll long look looking
many may me mean might mine more most much must my myself
need no nor not now
of off often on once one only or other our ours ourselves out over own
please pls
question questions quite
re really
s said say says shall she should shouldn show since so some something such sure
t take takes taking tell than thank thanks that the their theirs them themselves then there these
they this those through thus to too took try trying
under until up upon us
ve very
want was wasn way we were weren what whats when where whether which while who whom whose why will
with won wondering would wouldn
yes yet you your yours yourself yourselves
`;

export const stopWords: ReadonlySet<string> = new Set(stopWordList.split(/\s+/).filter(Boolean));

const vowel = /[aeiouy]/;
const doubledConsonant = /([bcdfghjkmnpqrtvwx])\1$/;

/** A light suffix stripper: plurals, -ing, -ed and a final -e, enough to match the usual word forms. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith("ies") && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.endsWith("sses")) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith("s") && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);

  for (const suffix of ["ing", "ed"]) {
    const base = stemmed.slice(0, -suffix.length);
    if (stemmed.endsWith(suffix) && base.length >= 3 && vowel.test(base)) {
      stemmed = doubledConsonant.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  if (stemmed.length > 4 && stemmed.endsWith("e")) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** The words of a text, lower-cased, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 || /\d/.test(word));
}

/** One word as a search term, or null for a stop word. */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (stopWords.has(lower)) return null;
  return stem(lower);
}

/** The distinct search terms of a text, in order of first appearance. */
export function contentTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of words(text)) {
    const term = searchTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}

/**
 * How many of a question's terms a passage must match to count as answering it: all of one or two
 * terms, at least half (and at least two) of three or more. A question that shares only a word or two
 * with a passage is about something else.
 */
export function requiredMatches(termCount: number): number {
  if (termCount <= 2) return termCount;
  return Math.max(2, Math.ceil(termCount / 2));
}

const numberWords = new Set(
  "zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand".split(" ").map(stem),
);

/**
 * Whether a term is a quantity ("3", "three"): it says how much of something, so it matches only as a
 * detail — "three weeks ago" is not about what happens "every three months".
 */
export function isQuantity(term: string): boolean {
  return /^\d+$/.test(term) || numberWords.has(term);
}

/** The terms that say what a question is about: all but its quantities, unless it has nothing else. */
export function subjectTerms(terms: readonly string[]): string[] {
  const subjects = terms.filter((term) => !isQuantity(term));
  return subjects.length > 0 ? subjects : [...terms];
}

/**
 * Words that name the kind of answer wanted rather than what it is about ("the refund policy", "how fast is
 * shipping?"), or that stand for whatever the customer bought ("return a parcel", "ship my item"): a question
 * is not about something else just because the knowledge never uses them.
 */
export const genericTerms: ReadonlySet<string> = new Set(
  `policy policies rule rules option options detail details process procedure procedures fast quick quickly soon
   time times cost costs price prices amount fee fees
   parcel parcels package packages item items thing things stuff goods purchase purchases product products`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/**
 * The names in the question a message asks (its last sentence): capitalized words after the sentence's
 * first ("Do you ship to Australia?" names Australia), as search terms.
 */
export function namedTerms(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim());
  const question = [...sentences].reverse().find((sentence) => sentence.trim().endsWith("?")) ?? sentences[sentences.length - 1] ?? "";
  const names = question
    .trim()
    .split(/[^\p{L}\p{N}']+/u)
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word) && word.length > 1);
  return [...new Set(names.map(searchTerm).filter((term): term is string => term !== null))];
}

/**
 * Whether a question is about something the knowledge never mentions, whatever else it shares with it:
 * a name it does not know ("Do you have a store in Seattle?"), or, in a question of two terms, the other
 * term ("Can I order a pizza?"), unless that term only says what kind of answer is wanted ("refund policy").
 */
export function isAboutUnknownSubject(question: string, questionTerms: readonly string[], known: ReadonlySet<string>): boolean {
  const isUnknownSubject = (term: string) => !known.has(term) && !genericTerms.has(term);
  if (namedTerms(question).some(isUnknownSubject)) return true;
  return questionTerms.length === 2 && questionTerms.some(isUnknownSubject);
}
