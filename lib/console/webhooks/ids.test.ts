import { describe, expect, it } from "vitest";

import { requireConsoleId } from "./ids";

describe("console ids", () => {
  it("answers the id when it is a UUID", () => {
    expect(requireConsoleId("0b7c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e", "delivery")).toBe("0b7c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e");
  });

  it("answers a 404 for anything else", () => {
    expect(() => requireConsoleId("x", "webhook")).toThrow("The console has no such webhook.");
  });
});
