import { describe, expect, it } from "vitest";

import { formatTimestamp } from "./format-timestamp";

describe("formatTimestamp", () => {
  it("shows a date and a time in the given locale and zone", () => {
    expect(formatTimestamp("2026-03-02T10:05:00.000Z", "en-US", "UTC")).toBe("Mar 2, 2026, 10:05 AM");
  });

  it("shows nothing for a missing or unreadable timestamp", () => {
    expect(formatTimestamp(null)).toBeUndefined();
    expect(formatTimestamp(undefined)).toBeUndefined();
    expect(formatTimestamp("")).toBeUndefined();
    expect(formatTimestamp("soon")).toBeUndefined();
  });
});
