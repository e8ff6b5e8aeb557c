// Scores the agent's answers to the evaluation set (eval-set.json): pure functions, no I/O.

/** Whether a reply says it does not know (the responder's words for a question, or a part, it cannot answer). */
export function saysUnknown(text) {
  return /\b(?:don't|don’t|do not) know\b/i.test(text);
}

const normalize = (text) => text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, " ");

/** How the set names a crawled page among a turn's sources: "page:" and the path it is served at. */
export function pageSource(url) {
  return `page:${new URL(url).pathname}`;
}

/** The parts a turn expects, in order: a single question is one part. */
export function expectedParts(expect) {
  return expect.parts ?? [expect];
}

/**
 * One turn's score. `reply` is `{ text, citations }`, the citations being file names or page URLs.
 * A part with facts is right when the answer contains every fact; an unknown part when the answer says
 * it does not know; a question unknown as a whole also when it cites nothing. A citation supports the
 * answer when it is a source of one of the parts the turn expects answered; an answerable part is sourced
 * when the answer cites one of its sources.
 */
export function scoreTurn(expect, reply) {
  const text = normalize(reply.text);
  const parts = expectedParts(expect);
  const isUnknownAsWhole = parts.length === 1 && parts[0].unknown === true;
  const sources = new Set(parts.flatMap((part) => part.sources ?? []));
  const isUnknownSaid = saysUnknown(reply.text);

  const partResults = parts.map((part) => {
    if (part.unknown) return isUnknownSaid && (!isUnknownAsWhole || reply.citations.length === 0);
    return (part.facts ?? []).every((fact) => text.includes(normalize(fact)));
  });
  const unknownParts = parts.filter((part) => part.unknown).length;
  const answerable = parts.filter((part) => !part.unknown);
  return {
    isCorrect: partResults.every(Boolean) && (parts.some((part) => part.unknown) || !isUnknownSaid),
    citations: reply.citations.length,
    supportingCitations: reply.citations.filter((citation) => sources.has(citation)).length,
    expectedUnknown: unknownParts,
    correctUnknown: parts.filter((part, index) => part.unknown && partResults[index]).length,
    /** Parts it could answer but said it did not know, or answered wrongly. */
    missedParts: parts.filter((part, index) => !part.unknown && !partResults[index]).length,
    answerableParts: answerable.length,
    /** Answerable parts whose answer cites one of their sources. */
    sourcedParts: answerable.filter((part) => (part.sources ?? []).some((source) => reply.citations.includes(source))).length,
  };
}

const share = (count, total) => (total === 0 ? 1 : count / total);

/**
 * The figures of a run: `results` are `{ kind, score }` per turn. Answered correctly: turns whose every
 * part is right; citations that support: of all citations given; sourced: of the parts the knowledge
 * answers, those whose answer cites their source; correct "I don't know": of the parts (or whole
 * questions) the knowledge does not answer.
 */
export function summarizeScores(results) {
  const total = (key) => results.reduce((sum, result) => sum + result.score[key], 0);
  const correct = results.filter((result) => result.score.isCorrect).length;
  const byKind = {};
  for (const result of results) {
    const entry = (byKind[result.kind] ??= { questions: 0, correct: 0 });
    entry.questions += 1;
    if (result.score.isCorrect) entry.correct += 1;
  }
  return {
    questions: results.length,
    correct,
    answeredCorrectly: share(correct, results.length),
    citations: total("citations"),
    supportingCitations: total("supportingCitations"),
    citationsSupporting: share(total("supportingCitations"), total("citations")),
    answerableParts: total("answerableParts"),
    sourcedParts: total("sourcedParts"),
    partsSourced: share(total("sourcedParts"), total("answerableParts")),
    expectedUnknown: total("expectedUnknown"),
    correctUnknown: total("correctUnknown"),
    unknownCorrect: share(total("correctUnknown"), total("expectedUnknown")),
    byKind,
  };
}

/** Every turn of the set with its case, in order: what a runner asks, one conversation per case. */
export function turnsOf(evalSet) {
  return evalSet.cases.flatMap((evalCase) => evalCase.turns.map((turn, index) => ({ evalCase, turn, isFirst: index === 0 })));
}
