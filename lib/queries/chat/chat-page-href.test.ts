import { describe, expect, it } from "vitest";

import { chatPageHref } from "./chat-page-href";

describe("chat page address", () => {
  it("links to the chat page, on a conversation when given one", () => {
    expect(chatPageHref("a 1")).toBe("/chat/a%201");
    expect(chatPageHref("a", "c&1")).toBe("/chat/a?conversation=c%261");
  });
});
