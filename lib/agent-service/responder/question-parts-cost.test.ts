import { describe, expect, it, vi } from "vitest";

import { messageMaxLength } from "@/lib/schemas/agent-api/conversations";

import { questionParts } from "./question-parts";

/** Every character of text whose terms are read, to tell a pass over the message from a pass per "and". */
const termsRead = vi.hoisted(() => ({ chars: 0 }));

vi.mock("../knowledge/terms", async (importOriginal) => {
  const terms = await importOriginal<typeof import("../knowledge/terms")>();
  return {
    ...terms,
    contentTerms: (text: string) => {
      termsRead.chars += text.length;
      return terms.contentTerms(text);
    },
  };
});

describe("questionParts on a long message", () => {
  it('reads the message\'s terms a few times over, not once per joiner, so a message of many "and"s costs no more than its length', () => {
    for (const filler of ["do and ", "is it and ", "what also ", "can; "]) {
      const message = `${filler.repeat(Math.floor(messageMaxLength / filler.length))}?`;
      termsRead.chars = 0;
      expect(questionParts(message)).toHaveLength(1);
      expect(termsRead.chars, filler).toBeLessThanOrEqual(4 * message.length);
    }
  });

  it("still splits where a question of its own follows", () => {
    termsRead.chars = 0;
    expect(questionParts("What are your hours and do you ship to Canada?")).toEqual(["What are your hours", "do you ship to Canada?"]);
  });
});
