import { describe, expect, it } from "vitest";

import { formatTimestamp, machineTimestamp } from "./format-timestamp";

describe("formatTimestamp", () => {
  it("shows a date and a time in the given locale and zone", () => {
    expect(formatTimestamp("2026-03-02T10:05:00.000Z", "en-US", "UTC")).toBe("Mar 2, 2026, 10:05 AM");
    expect(formatTimestamp(new Date("2026-03-02T10:05:00.000Z"), "en-US", "UTC")).toBe("Mar 2, 2026, 10:05 AM");
  });

  it("keeps each locale and zone apart when it reuses formats", () => {
    expect(formatTimestamp("2026-03-02T10:05:00.000Z", "en-US", "UTC")).toBe("Mar 2, 2026, 10:05 AM");
    expect(formatTimestamp("2026-03-02T10:05:00.000Z", "en-US", "Asia/Tokyo")).toBe("Mar 2, 2026, 7:05 PM");
    expect(formatTimestamp("2026-03-02T10:05:00.000Z", "de-DE", "UTC")).toBe("02.03.2026, 10:05");
  });

  it("shows nothing for a missing or unreadable timestamp", () => {
    expect(formatTimestamp(null)).toBeUndefined();
    expect(formatTimestamp(undefined)).toBeUndefined();
    expect(formatTimestamp("")).toBeUndefined();
    expect(formatTimestamp("soon")).toBeUndefined();
  });

  it("gives the ISO form for <time dateTime>", () => {
    expect(machineTimestamp("2026-03-02T10:05:00Z")).toBe("2026-03-02T10:05:00.000Z");
  });
});
