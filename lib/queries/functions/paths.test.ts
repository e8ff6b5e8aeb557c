import { describe, expect, it } from "vitest";

import { functionApiPaths } from "./paths";

describe("function API paths", () => {
  it("names the library and one function of it, with ids escaped", () => {
    expect(functionApiPaths.functions("org 1")).toBe("/api/console/organizations/org%201/functions");
    expect(functionApiPaths.function("o", "f/1")).toBe("/api/console/organizations/o/functions/f%2F1");
  });
});
