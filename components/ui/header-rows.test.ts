import { describe, expect, it } from "vitest";

import { duplicateHeaderRows, headersToRows, rowsToHeaders } from "./header-rows";

describe("header rows", () => {
  it("shows each header as a row, in order, and none for no headers", () => {
    expect(headersToRows({ Authorization: "Bearer x", "X-Team": "ops" })).toEqual([
      { name: "Authorization", value: "Bearer x" },
      { name: "X-Team", value: "ops" },
    ]);
    expect(headersToRows(null)).toEqual([]);
    expect(headersToRows(undefined)).toEqual([]);
  });

  it("turns rows back into headers, leaving out blank rows and trimming names", () => {
    expect(
      rowsToHeaders([
        { name: " Authorization ", value: "Bearer x" },
        { name: "", value: " " },
      ]),
    ).toEqual({ Authorization: "Bearer x" });
  });

  it("sends no headers when every row is blank", () => {
    expect(rowsToHeaders([])).toBeUndefined();
    expect(rowsToHeaders([{ name: " ", value: "" }])).toBeUndefined();
  });

  it("round-trips headers through rows", () => {
    const headers = { Authorization: "Bearer x", "X-Team": "" };
    expect(rowsToHeaders(headersToRows(headers))).toEqual(headers);
  });

  it("finds rows that repeat an earlier header name, whatever its case", () => {
    const rows = [
      { name: "X-Team", value: "a" },
      { name: "", value: "" },
      { name: "x-team", value: "b" },
      { name: "Accept", value: "c" },
    ];
    expect(duplicateHeaderRows(rows)).toEqual([2]);
  });
});
