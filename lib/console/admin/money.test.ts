import { describe, expect, it } from "vitest";

import { formatPriceCents, formatQuota } from "./money";

describe("formatPriceCents", () => {
  it("shows cents as money", () => {
    expect(formatPriceCents(9_900, "en-US")).toBe("$99.00");
    expect(formatPriceCents(249_950, "en-US")).toBe("$2,499.50");
    expect(formatPriceCents(0, "en-US")).toBe("$0.00");
  });

  it("follows the locale and the currency", () => {
    expect(formatPriceCents(9_900, "de-DE", "EUR")).toBe("99,00\u00a0€");
  });
});

describe("formatQuota", () => {
  it("groups thousands", () => {
    expect(formatQuota(2_000_000, "en-US")).toBe("2,000,000");
  });
});
