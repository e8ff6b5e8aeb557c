import { describe, expect, it } from "vitest";

import { nextRunAfter } from "./next-run";

const at = (iso: string) => new Date(iso);

describe("nextRunAfter", () => {
  it("is never for manual configurations", () => {
    expect(nextRunAfter("manual", at("2025-01-01T00:00:00Z"))).toBeNull();
  });

  it("adds a day or a week", () => {
    expect(nextRunAfter("daily", at("2025-03-30T10:15:00Z"))).toEqual(at("2025-03-31T10:15:00Z"));
    expect(nextRunAfter("weekly", at("2025-03-30T10:15:00Z"))).toEqual(at("2025-04-06T10:15:00Z"));
  });

  it("adds a calendar month, on the last day of a shorter month", () => {
    expect(nextRunAfter("monthly", at("2025-01-15T08:00:00Z"))).toEqual(at("2025-02-15T08:00:00Z"));
    expect(nextRunAfter("monthly", at("2025-01-31T08:00:00Z"))).toEqual(at("2025-02-28T08:00:00Z"));
    expect(nextRunAfter("monthly", at("2024-01-31T08:00:00Z"))).toEqual(at("2024-02-29T08:00:00Z"));
    expect(nextRunAfter("monthly", at("2025-12-31T23:00:00Z"))).toEqual(at("2026-01-31T23:00:00Z"));
  });
});
