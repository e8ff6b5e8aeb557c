import { describe, expect, it } from "vitest";

import { page } from "./paging";

describe("page", () => {
  it("reports the position within the pages", () => {
    expect(page(["c", "d"], 5, 2, 2)).toEqual({
      currentPage: 2,
      pageSize: 2,
      totalItems: 5,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
      data: ["c", "d"],
    });
  });

  it("has no next page on the last one and no pages when empty", () => {
    expect(page(["e"], 5, 3, 2)).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(page([], 0, 1, 20)).toMatchObject({ totalPages: 0, hasNextPage: false, hasPreviousPage: false });
  });
});
