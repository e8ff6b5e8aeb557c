import { describe, expect, it } from "vitest";

import { isElliptical, maxParts, queriesFor, questionParts } from "./question-parts";

describe("questionParts", () => {
  it("keeps a single question whole", () => {
    expect(questionParts("How long does shipping to Canada take?")).toEqual(["How long does shipping to Canada take?"]);
    expect(questionParts("Do you ship to Canada and Europe?")).toEqual(["Do you ship to Canada and Europe?"]);
    expect(questionParts("shipping costs")).toEqual(["shipping costs"]);
  });

  it("splits at question marks and where “and” starts another question", () => {
    expect(questionParts("What are your hours and do you ship to Canada?")).toEqual(["What are your hours", "do you ship to Canada?"]);
    expect(questionParts("Can I return shoes? Do you sell gift cards?")).toEqual(["Can I return shoes?", "Do you sell gift cards?"]);
    expect(questionParts("When is the store open, and is there parking?")).toEqual(["When is the store open", "is there parking?"]);
    expect(questionParts("How long do refunds take; how do I start a return?")).toEqual(["How long do refunds take", "how do I start a return?"]);
  });

  it("keeps statements with the question they lead to or follow, and drops greetings", () => {
    expect(questionParts("My jacket arrived torn. What should I do?")).toEqual(["My jacket arrived torn. What should I do?"]);
    expect(questionParts("Hi! How fast is express shipping? Thanks.")).toEqual(["Hi! How fast is express shipping? Thanks."]);
    expect(questionParts("Hello? Is standard shipping free?")).toEqual(["Is standard shipping free?"]);
  });
});

describe("isElliptical", () => {
  it.each(["And on Sundays?", "what about Europe?", "How much?", "Can I return them?", "and express?"])("takes %s as a follow-up", (question) => {
    expect(isElliptical(question)).toBe(true);
  });

  it.each(["What's the weather like in Paris?", "Do you sell bicycles?", "Thanks!", "And how long does standard shipping to Canada take in winter?"])(
    "takes %s as a question of its own",
    (question) => {
      expect(isElliptical(question)).toBe(false);
    },
  );
});

describe("queriesFor", () => {
  it("searches a question of its own only with its own words, whatever came before", () => {
    expect(queriesFor("What's the weather like in Paris?", "How long does shipping to Canada take?", "Order 42")).toEqual([
      { query: "What's the weather like in Paris?", focus: ["weather", "paris"] },
    ]);
  });

  it("searches a follow-up with the previous question, then the context, then alone, keeping its own terms as the focus", () => {
    expect(queriesFor("And on Sundays?", "What are your opening hours?", "Shop page")).toEqual([
      { query: "What are your opening hours? And on Sundays?", focus: ["sunday"] },
      { query: "Shop page And on Sundays?", focus: ["sunday"] },
      { query: "And on Sundays?", focus: ["sunday"] },
    ]);
  });
});

describe("questionParts of a long message", () => {
  it("answers at most five questions one by one, and the rest together", () => {
    const questions = Array.from({ length: 8 }, (_, index) => `Is item ${index + 1} in stock?`);
    const parts = questionParts(questions.join(" "));
    expect(parts).toHaveLength(maxParts);
    expect(parts.slice(0, 4)).toEqual(questions.slice(0, 4));
    expect(parts[4]).toBe(questions.slice(4).join(" "));
  });

  it("copes with a message of question marks, of many “and”s, or of nothing", () => {
    expect(questionParts("???")).toEqual(["? ? ?"]);
    expect(questionParts("")).toEqual([""]);
    expect(questionParts(`${"what is red and ".repeat(2000)}blue?`).length).toBeLessThanOrEqual(maxParts);
  });
});
