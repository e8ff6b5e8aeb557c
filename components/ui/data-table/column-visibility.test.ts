import { describe, expect, it } from "vitest";

import { parseHiddenColumns, serializeHiddenColumns } from "./column-visibility";

describe("hidden columns in storage", () => {
  it("round-trips the hidden columns", () => {
    expect(parseHiddenColumns(serializeHiddenColumns({ role: false, status: true }), ["role", "status"])).toEqual({ role: false });
  });

  it.each([null, "", "not json", "{}", '["gone", 3]'])("ignores %j", (stored) => {
    expect(parseHiddenColumns(stored, ["role"])).toEqual({});
  });

  it("drops columns that can no longer be hidden", () => {
    expect(parseHiddenColumns('["role","name"]', ["role"])).toEqual({ role: false });
  });
});
