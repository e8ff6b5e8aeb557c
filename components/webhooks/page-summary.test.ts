import { describe, expect, it } from "vitest";

import { pageSummary } from "./page-summary";

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("pageSummary", () => {
  it("names the range shown and the pages either side", () => {
    expect(pageSummary({ page: 1, pageSize: 20, total: 45, data: rows(20) })).toEqual({ text: "1–20 of 45 deliveries", hasPrevious: false, hasNext: true });
    expect(pageSummary({ page: 3, pageSize: 20, total: 45, data: rows(5) })).toEqual({ text: "41–45 of 45 deliveries", hasPrevious: true, hasNext: false });
  });

  it("speaks of one delivery, and of none", () => {
    expect(pageSummary({ page: 1, pageSize: 20, total: 1, data: rows(1) }).text).toBe("1–1 of 1 delivery");
    expect(pageSummary({ page: 1, pageSize: 20, total: 0, data: [] })).toEqual({ text: "No deliveries", hasPrevious: false, hasNext: false });
  });
});
