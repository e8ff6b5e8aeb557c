import { describe, expect, it } from "vitest";

import evalSet from "./eval-set.json";
import { pageSource, saysUnknown, scoreTurn, summarizeScores, turnsOf } from "./score.mjs";

const canada = { facts: ["7 to 10 business days"], sources: ["shipping-and-returns.md"] };
const hours = { facts: ["8 am to 8 pm"], sources: ["store-hours.md"] };
const unknownReply = "I'm sorry, I don't know the answer to that. I've asked a person from the team to help.";

describe("scoreTurn", () => {
  it("takes an answer with every fact, citing its source, as right", () => {
    const score = scoreTurn(canada, { text: "Standard shipping takes 7 to 10  business days to Canada.", citations: ["shipping-and-returns.md"] });
    expect(score).toEqual({
      isCorrect: true,
      citations: 1,
      supportingCitations: 1,
      expectedUnknown: 0,
      correctUnknown: 0,
      missedParts: 0,
      answerableParts: 1,
      sourcedParts: 1,
    });
  });

  it("counts a missing fact as wrong, and a citation of another source as not supporting", () => {
    const score = scoreTurn(canada, { text: "Orders ship within one business day.", citations: ["store-hours.md"] });
    expect(score).toMatchObject({ isCorrect: false, citations: 1, supportingCitations: 0, missedParts: 1, answerableParts: 1, sourcedParts: 0 });
  });

  it("takes “I don't know” as right only for a question the knowledge does not answer, and only without a citation", () => {
    expect(scoreTurn({ unknown: true }, { text: unknownReply, citations: [] })).toMatchObject({ isCorrect: true, expectedUnknown: 1, correctUnknown: 1 });
    expect(scoreTurn({ unknown: true }, { text: `Support is open 8 am to 8 pm. ${unknownReply}`, citations: ["store-hours.md"] })).toMatchObject({
      isCorrect: false,
      supportingCitations: 0,
      correctUnknown: 0,
    });
    expect(scoreTurn({ unknown: true }, { text: "Orders ship within one business day.", citations: [] })).toMatchObject({
      isCorrect: false,
      correctUnknown: 0,
    });
    expect(scoreTurn(canada, { text: unknownReply, citations: [] })).toMatchObject({ isCorrect: false, missedParts: 1 });
  });

  it("scores a multi-part question part by part", () => {
    const both = { parts: [hours, canada] };
    expect(scoreTurn(both, { text: "Support answers from 8 am to 8 pm.", citations: ["store-hours.md"] })).toMatchObject({ isCorrect: false, missedParts: 1 });
    const answeredAndUnknown = scoreTurn(
      { parts: [hours, { unknown: true }] },
      { text: `Support answers from 8 am to 8 pm.\n\nI'm sorry, I don't know the answer to “Is there parking?”.`, citations: ["store-hours.md"] },
    );
    expect(answeredAndUnknown).toMatchObject({
      isCorrect: true,
      supportingCitations: 1,
      expectedUnknown: 1,
      correctUnknown: 1,
      answerableParts: 1,
      sourcedParts: 1,
    });
  });

  it("reads “I don't know” with either apostrophe", () => {
    expect(saysUnknown("I don’t know.")).toBe(true);
    expect(saysUnknown("I do not know that.")).toBe(true);
    expect(saysUnknown("Known issue.")).toBe(false);
  });
});

describe("pageSource", () => {
  it("names a crawled page by its path, wherever it was served", () => {
    expect(pageSource("http://127.0.0.1:41234/care-guide")).toBe("page:/care-guide");
    expect(pageSource("https://northwind.example.test/care-guide?x=1")).toBe("page:/care-guide");
  });
});

describe("summarizeScores", () => {
  it("gives the shares of right answers, supporting citations and right “I don't know”, per kind too", () => {
    const right = scoreTurn(canada, { text: "7 to 10 business days.", citations: ["shipping-and-returns.md", "store-hours.md"] });
    const abstained = scoreTurn({ unknown: true }, { text: unknownReply, citations: [] });
    const answeredAnyway = scoreTurn({ unknown: true }, { text: "8 am to 8 pm.", citations: ["store-hours.md"] });
    const summary = summarizeScores([
      { kind: "answerable", score: right },
      { kind: "unanswerable", score: abstained },
      { kind: "unanswerable", score: answeredAnyway },
    ]);
    expect(summary).toMatchObject({
      questions: 3,
      correct: 2,
      citations: 3,
      supportingCitations: 1,
      expectedUnknown: 2,
      correctUnknown: 1,
      unknownCorrect: 0.5,
      answerableParts: 1,
      sourcedParts: 1,
      partsSourced: 1,
      byKind: { answerable: { questions: 1, correct: 1 }, unanswerable: { questions: 2, correct: 1 } },
    });
    expect(summary.answeredCorrectly).toBeCloseTo(2 / 3);
    expect(summary.citationsSupporting).toBeCloseTo(1 / 3);
  });

  it("counts nothing to share as all right", () => {
    expect(summarizeScores([])).toMatchObject({ answeredCorrectly: 1, citationsSupporting: 1, partsSourced: 1, unknownCorrect: 1 });
  });
});

describe("the evaluation set", () => {
  const turns = turnsOf(evalSet);

  it("has at least 40 questions of every kind, each with what a right answer holds", () => {
    expect(turns.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(evalSet.cases.map((evalCase) => evalCase.kind));
    expect([...kinds].sort()).toEqual(["answerable", "follow-up", "multi-part", "unanswerable"]);
    for (const { turn } of turns) {
      const parts = "parts" in turn.expect ? turn.expect.parts : [turn.expect];
      for (const part of parts) expect("unknown" in part ? part.unknown : part.facts.length > 0 && part.sources.length > 0).toBe(true);
    }
  });

  it("cites crawled pages among its sources, each page served for a demo agent", () => {
    const paths = new Set(evalSet.pages.map((page) => `page:${page.path}`));
    const cited: string[] = [];
    for (const { turn } of turns) {
      const parts = "parts" in turn.expect ? turn.expect.parts : [turn.expect];
      for (const part of parts) if ("sources" in part) cited.push(...part.sources);
    }
    expect(cited.filter((source) => source.startsWith("page:")).every((source) => paths.has(source))).toBe(true);
    expect(cited.some((source) => source.startsWith("page:"))).toBe(true);
  });

  it("names each case once, and only the demo agents", () => {
    const ids = evalSet.cases.map((evalCase) => evalCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(evalSet.cases.map((evalCase) => evalCase.agent))).toEqual(new Set(["Northwind Support", "Northwind Sales"]));
  });
});
