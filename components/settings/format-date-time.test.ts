import { describe, expect, it } from "vitest";

import { formatDateTime, isoDateTime } from "./format-date-time";

describe("formatDateTime", () => {
  it("formats a string or a date in the given locale and zone", () => {
    expect(formatDateTime("2025-03-04T05:06:00Z", "en-US", "UTC")).toMatch(/^Mar 4, 2025, 5:06\sAM$/);
    expect(formatDateTime(new Date("2025-03-04T05:06:00Z"), "en-US", "UTC")).toMatch(/^Mar 4, 2025, 5:06\sAM$/);
  });

  it("answers undefined for a missing or unreadable value", () => {
    expect(formatDateTime(null)).toBeUndefined();
    expect(formatDateTime(undefined)).toBeUndefined();
    expect(formatDateTime("soon")).toBeUndefined();
  });

  it("gives the ISO form for <time>", () => {
    expect(isoDateTime("2025-03-04T05:06:00Z")).toBe("2025-03-04T05:06:00.000Z");
  });
});
