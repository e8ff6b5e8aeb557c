import { describe, expect, it } from "vitest";

import { agentFileKind, formatCoverage, formatScore } from "./agent-file-labels";

describe("agent file labels", () => {
  it("names a file's kind from its type, or from its name when the type is unknown", () => {
    expect(agentFileKind({ contentType: "text/markdown", fileName: "a.md" })).toBe("Markdown");
    expect(agentFileKind({ contentType: "application/pdf", fileName: "a" })).toBe("PDF");
    expect(agentFileKind({ contentType: "text/csv", fileName: "a.csv" })).toBe("text/csv");
    expect(agentFileKind({ contentType: null, fileName: "Notes.TXT" })).toBe("Text");
    expect(agentFileKind({ contentType: null, fileName: "README" })).toBe("Unknown");
  });

  it("shows scores and coverage in plain words", () => {
    expect(formatScore(4.23456)).toBe("4.23");
    expect(formatCoverage(0.666)).toBe("67% of the question's terms");
    expect(formatCoverage(1.2)).toBe("100% of the question's terms");
  });
});
