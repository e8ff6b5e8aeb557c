import { describe, expect, it } from "vitest";

import { instructionsFromPerfCsv } from "./instructions.mjs";

describe("instructionsFromPerfCsv", () => {
  it("reads the count of perf's CSV line", () => {
    expect(instructionsFromPerfCsv("123456789,,instructions,2003040,100.00,,\n")).toBe(123456789);
    expect(instructionsFromPerfCsv("42,,instructions:u,10,100.00,,")).toBe(42);
  });

  it("answers undefined when perf could not count", () => {
    expect(instructionsFromPerfCsv("<not supported>,,instructions,0,100.00,,\n")).toBeUndefined();
    expect(instructionsFromPerfCsv("")).toBeUndefined();
  });
});
