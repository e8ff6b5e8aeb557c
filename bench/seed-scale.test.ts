import { describe, expect, it } from "vitest";

import { contentTerms } from "@/lib/agent-service/knowledge/terms";

import { knowledgePassage, knowledgeQuestion } from "./seed-scale.mjs";

describe("the scale seed's knowledge", () => {
  it("asks each question about words of the passage it aims at, one of them that passage's own", () => {
    for (const n of [0, 7, 123, 9_999]) {
      const passageTerms = new Set(contentTerms(knowledgePassage(n)));
      const questionTerms = contentTerms(knowledgeQuestion(n));
      expect(questionTerms.length).toBeGreaterThanOrEqual(2);
      expect(questionTerms.every((term) => passageTerms.has(term))).toBe(true);
      expect(contentTerms(knowledgePassage(n + 1))).not.toContain(contentTerms(`term${n}`)[0]);
    }
  });

  it("writes passages of a realistic length", () => {
    expect(knowledgePassage(42).length).toBeGreaterThan(400);
    expect(knowledgePassage(42).length).toBeLessThan(1_000);
  });
});
