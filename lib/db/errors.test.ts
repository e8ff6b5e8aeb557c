import { describe, expect, it } from "vitest";

import { isUniqueViolation } from "./errors";

const withCode = (code: string) => Object.assign(new Error("duplicate key value violates unique constraint"), { code });

describe("isUniqueViolation", () => {
  it("knows PostgreSQL's unique violation, as the driver throws it or wrapped as a cause", () => {
    expect(isUniqueViolation(withCode("23505"))).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: withCode("23505") }))).toBe(true);
  });

  it("answers no for any other failure", () => {
    expect(isUniqueViolation(withCode("23503"))).toBe(false);
    expect(isUniqueViolation(new Error("Failed query", { cause: withCode("40001") }))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
