import { describe, expect, it } from "vitest";

import { fieldsWithNul } from "./nul-text";

describe("fieldsWithNul", () => {
  it("names every string with a NUL character by its path", () => {
    expect(fieldsWithNul({ name: "a\u0000b", users: [{ email: "ok@example.test" }, { email: "\u0000" }], nested: { deep: ["x", "y\u0000"] } })).toEqual([
      "name",
      "users.1.email",
      "nested.deep.1",
    ]);
  });

  it("puts a prefix before the paths, and names a bare string by the prefix or as the body", () => {
    expect(fieldsWithNul({ id: "\u0000" }, ["path"])).toEqual(["path.id"]);
    expect(fieldsWithNul("\u0000", ["query", "q"])).toEqual(["query.q"]);
    expect(fieldsWithNul("\u0000")).toEqual(["body"]);
  });

  it("names a key with a NUL character", () => {
    expect(fieldsWithNul({ "a\u0000": 1 })).toEqual(["a\\0"]);
  });

  it("finds nothing in clean text, numbers, nulls, or files", () => {
    expect(fieldsWithNul({ name: "Grüße 😀", count: 3, none: null, flag: true, list: [] })).toEqual([]);
    expect(fieldsWithNul(undefined)).toEqual([]);
    expect(fieldsWithNul({ file: new Blob(["\u0000"]) })).toEqual([]);
  });
});
