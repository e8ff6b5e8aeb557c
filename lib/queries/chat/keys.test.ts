import { describe, expect, it } from "vitest";

import { chatKeys } from "./keys";

describe("chat query keys", () => {
  it("keeps each conversation under the organization and agent", () => {
    expect(chatKeys.thread("o", "a", "c")).toEqual(["chat", "o", "a", "thread", "c"]);
  });
});
