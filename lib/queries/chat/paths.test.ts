import { describe, expect, it } from "vitest";

import { chatKeys } from "./keys";
import { chatApiPaths, chatPageHref } from "./paths";

describe("chat paths", () => {
  it("names the conversations and one conversation's messages, with ids escaped", () => {
    expect(chatApiPaths.conversations("o", "a/1")).toBe("/api/console/organizations/o/chat/a%2F1/conversations");
    expect(chatApiPaths.messages("o", "a", "c?1")).toBe("/api/console/organizations/o/chat/a/conversations/c%3F1/messages");
  });

  it("links to the chat page, on a conversation when given one", () => {
    expect(chatPageHref("a 1")).toBe("/chat/a%201");
    expect(chatPageHref("a", "c&1")).toBe("/chat/a?conversation=c%261");
  });

  it("keeps each conversation under the organization and agent", () => {
    expect(chatKeys.thread("o", "a", "c")).toEqual(["chat", "o", "a", "thread", "c"]);
  });
});
