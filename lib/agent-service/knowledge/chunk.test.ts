import { describe, expect, it } from "vitest";

import { chunkText, splitSentences } from "./chunk";

const sentence = (index: number) => `Sentence number ${index} says something useful about the product and its use.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, offset) => sentence(from + offset)).join(" ");

describe("splitSentences", () => {
  it("splits at sentence ends and line breaks, keeping closing quotes with their sentence", () => {
    expect(splitSentences('He said "stop." Then he left! Why?\n- item one\n- item two')).toEqual([
      'He said "stop."',
      "Then he left!",
      "Why?",
      "- item one",
      "- item two",
    ]);
  });

  it("does not split inside numbers or at a point without a following space", () => {
    expect(splitSentences("Version 2.5 costs $9.99 per month.")).toEqual(["Version 2.5 costs $9.99 per month."]);
  });
});

describe("chunkText", () => {
  it("returns nothing for empty or blank text", () => {
    expect(chunkText("")).toEqual([]);
    expect(chunkText(" \n\n \t\n")).toEqual([]);
  });

  it("keeps a short text as one passage", () => {
    expect(chunkText("Opening hours are 9 to 5.\n\nWe are closed on Sundays.")).toEqual(["Opening hours are 9 to 5.\n\nWe are closed on Sundays."]);
  });

  it("cuts long text into passages of at most 1,000 characters, between paragraphs", () => {
    const text = Array.from({ length: 12 }, (_, index) => paragraph(index * 4, 4)).join("\n\n");
    const passages = chunkText(text);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(1000);
    for (const passage of passages.slice(0, -1)) expect(passage.length).toBeGreaterThanOrEqual(600);
    for (let index = 0; index < 48; index += 1) {
      expect(passages.some((passage) => passage.includes(sentence(index)))).toBe(true);
    }
  });

  it("cuts an over-long paragraph between sentences and repeats the last sentence at the start of the next passage", () => {
    const passages = chunkText(paragraph(0, 30));
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(1000);
      expect(passage).toMatch(/^Sentence number \d+ .*use\.$/s);
    }
    const lastOfFirst = splitSentences(passages[0]!).at(-1)!;
    expect(passages[1]!.startsWith(lastOfFirst)).toBe(true);
  });

  it("cuts a sentence with no breaks at a space", () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const passages = chunkText(words, { maxChars: 500 });
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(500);
    expect(passages.join(" ").split(/\s+/)).toContain("word399");
  });

  it("starts each Markdown passage with the headings it sits under", () => {
    const markdown = [
      "# Handbook",
      "",
      paragraph(0, 9),
      "",
      "## Refunds",
      "",
      paragraph(100, 9),
      "",
      "### Exceptions",
      "",
      "Gift cards cannot be refunded.",
    ].join("\n");
    const passages = chunkText(markdown, { format: "markdown" });
    expect(passages[0]!.startsWith("# Handbook\n\n")).toBe(true);
    const refunds = passages.find((passage) => passage.includes(sentence(100)))!;
    expect(refunds.startsWith("# Handbook › Refunds\n\n")).toBe(true);
    const exceptions = passages.find((passage) => passage.includes("Gift cards"))!;
    expect(exceptions).toContain("# Handbook › Refunds › Exceptions\n\nGift cards cannot be refunded.");
  });

  it("joins a short section to a short passage before it, under its own heading line", () => {
    const passages = chunkText("# Hours\n\nWe open at 9.\n\n# Address\n\n1 Main Street.", { format: "markdown" });
    expect(passages).toEqual(["# Hours\n\nWe open at 9.\n\n# Address\n\n1 Main Street."]);
  });

  it("treats # lines as headings only in Markdown, and never inside a code fence", () => {
    expect(chunkText("# not a heading in plain text")).toEqual(["# not a heading in plain text"]);
    const passages = chunkText("# Setup\n\n```sh\n# install it\nnpm install\n```", { format: "markdown" });
    expect(passages).toEqual(["# Setup\n\n```sh\n# install it\nnpm install\n```"]);
  });

  it("joins lines wrapped to a width, and keeps list items, table rows and code on their own lines", () => {
    expect(chunkText("Opening hours are 9 to\n5 on weekdays.\n\n- Monday\n- Tuesday, when\n  busy\n\n| a | b |\n| 1 | 2 |")).toEqual([
      "Opening hours are 9 to 5 on weekdays.\n\n- Monday\n- Tuesday, when busy\n\n| a | b |\n| 1 | 2 |",
    ]);
    expect(chunkText("```\nline one\nline two\n```", { format: "markdown" })).toEqual(["```\nline one\nline two\n```"]);
  });

  it("normalizes line endings and runs of spaces", () => {
    expect(chunkText("One  line.\r\n\r\nTwo\t\tlines.")).toEqual(["One line.\n\nTwo lines."]);
  });
});
