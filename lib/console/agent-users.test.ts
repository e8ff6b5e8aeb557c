import { describe, expect, it } from "vitest";

import { requireConversationUserId } from "./agent-users";
import { ConsoleRouteError } from "./route-error";

describe("requireConversationUserId", () => {
  it("passes an id through", () => {
    expect(requireConversationUserId("0b1c2d3e-aaaa-4bbb-8ccc-123456789abc")).toBe("0b1c2d3e-aaaa-4bbb-8ccc-123456789abc");
  });

  it("answers 404 for a missing or odd id before anything is sent upstream", () => {
    for (const id of [undefined, "", "../limits", "a".repeat(65)]) {
      expect(() => requireConversationUserId(id)).toThrow(ConsoleRouteError);
    }
  });
});
