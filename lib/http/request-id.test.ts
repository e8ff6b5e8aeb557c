import { describe, expect, it } from "vitest";

import { isWellFormedRequestId, requestIdFor } from "./request-id";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFor", () => {
  it("keeps a caller's well-formed id", () => {
    for (const id of ["req-1", "0f8c2f9e-1a2b-4c3d-8e9f-001122334455", "trace:abc.def_1", "YWJj+/=", "a".repeat(128)]) {
      expect(requestIdFor(id)).toBe(id);
    }
  });

  it("makes a fresh UUID when none is given", () => {
    expect(requestIdFor(null)).toMatch(uuid);
    expect(requestIdFor(undefined)).toMatch(uuid);
    expect(requestIdFor("")).toMatch(uuid);
  });

  it("replaces an id that is too long or could smuggle text into logs and headers", () => {
    for (const id of ["a".repeat(129), "two words", "line\nbreak", "<script>", "-leading-dash", 'quote"', "ünïcode", "semi;colon"]) {
      expect(isWellFormedRequestId(id)).toBe(false);
      expect(requestIdFor(id)).toMatch(uuid);
    }
  });

  it("gives each request its own id", () => {
    expect(requestIdFor(null)).not.toBe(requestIdFor(null));
  });
});
