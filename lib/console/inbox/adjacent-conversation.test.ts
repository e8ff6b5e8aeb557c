import { describe, expect, it } from "vitest";

import { adjacentConversationId } from "./adjacent-conversation";

describe("adjacentConversationId", () => {
  const ids = ["a", "b", "c"];

  it("moves down and up from the open conversation", () => {
    expect(adjacentConversationId(ids, "b", 1)).toBe("c");
    expect(adjacentConversationId(ids, "b", -1)).toBe("a");
  });

  it("stops at either end", () => {
    expect(adjacentConversationId(ids, "c", 1)).toBeUndefined();
    expect(adjacentConversationId(ids, "a", -1)).toBeUndefined();
  });

  it("starts at the top going down, or the bottom going up, when nothing from the list is open", () => {
    expect(adjacentConversationId(ids, undefined, 1)).toBe("a");
    expect(adjacentConversationId(ids, "gone", -1)).toBe("c");
  });

  it("has nothing to open in an empty list", () => {
    expect(adjacentConversationId([], undefined, 1)).toBeUndefined();
  });
});
