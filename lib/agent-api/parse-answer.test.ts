import { describe, expect, it } from "vitest";
import { z } from "zod";

import { parseAnswer } from "./parse-answer";

const conversation = z.looseObject({
  id: z.string(),
  title: z.string().optional(),
  assignedUser: z.looseObject({ id: z.string() }).nullish(),
  messages: z.array(z.looseObject({ text: z.string(), rawMessage: z.string().optional() })),
});

describe("parseAnswer", () => {
  it("reads a null the contract leaves out when empty as absent, at any depth", () => {
    const result = parseAnswer(conversation, { id: "c", title: null, messages: [{ text: "hi", rawMessage: null }] });
    expect(result.success && result.data).toEqual({ id: "c", messages: [{ text: "hi" }] });
  });

  it("keeps the nulls the contract allows, and leaves the answer it was given untouched", () => {
    const answer = { id: "c", title: null, assignedUser: null, messages: [] };
    const result = parseAnswer(conversation, answer);
    expect(result.success && result.data).toEqual({ id: "c", assignedUser: null, messages: [] });
    expect(answer.title).toBeNull();
  });

  it("still refuses a required field that is null or missing", () => {
    expect(parseAnswer(conversation, { id: null, messages: [] }).success).toBe(false);
    expect(parseAnswer(conversation, { messages: [] }).success).toBe(false);
  });
});
