import { describe, expect, it } from "vitest";

import { isUuid, requireConsoleId } from "./ids";

describe("console ids", () => {
  it("accepts UUIDs only", () => {
    expect(isUuid("0b7c5d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e")).toBe(true);
    expect(isUuid("0B7C5D1E-2F3A-4B5C-8D9E-0F1A2B3C4D5E")).toBe(true);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it("answers a 404 for anything else", () => {
    expect(() => requireConsoleId("x", "webhook")).toThrow("The console has no such webhook.");
  });
});
