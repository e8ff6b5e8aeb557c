import { describe, expect, it } from "vitest";

import { auditPagination } from "./audit-pagination";

describe("auditPagination", () => {
  it("places a middle page", () => {
    expect(auditPagination(60, 2, 25)).toEqual({ pageCount: 3, firstShown: 26, lastShown: 50, hasPrevious: true, hasNext: true });
  });

  it("ends on the last page", () => {
    expect(auditPagination(60, 3, 25)).toEqual({ pageCount: 3, firstShown: 51, lastShown: 60, hasPrevious: true, hasNext: false });
  });

  it("has one empty page when nothing matches", () => {
    expect(auditPagination(0, 1, 25)).toEqual({ pageCount: 1, firstShown: 0, lastShown: 0, hasPrevious: false, hasNext: false });
  });
});
