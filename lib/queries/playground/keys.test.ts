import { describe, expect, it } from "vitest";

import { playgroundKeys } from "./keys";

describe("playground query keys", () => {
  it("keeps each conversation's messages under the organization and agent", () => {
    expect(playgroundKeys.messages("o", "a", "c")).toEqual(["playground", "o", "a", "messages", "c"]);
  });
});
