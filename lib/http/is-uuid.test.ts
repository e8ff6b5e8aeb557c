import { describe, expect, it } from "vitest";

import { isUuid } from "./is-uuid";

describe("isUuid", () => {
  it("accepts UUIDs in either case", () => {
    expect(isUuid("7949dd0a-584e-4d8b-a6d0-f278145b2c8c")).toBe(true);
    expect(isUuid("7949DD0A-584E-4D8B-A6D0-F278145B2C8C")).toBe(true);
  });

  it("refuses nothing at all", () => {
    expect(isUuid(undefined)).toBe(false);
  });

  it.each(["", "?x=1", "7949dd0a584e4d8ba6d0f278145b2c8c", "7949dd0a-584e-4d8b-a6d0-f278145b2c8c ", "../7949dd0a-584e-4d8b-a6d0-f278145b2c8c"])(
    "refuses %j",
    (value) => {
      expect(isUuid(value)).toBe(false);
    },
  );
});
