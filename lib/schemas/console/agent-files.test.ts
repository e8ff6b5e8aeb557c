import { describe, expect, it } from "vitest";

import { maxAgentFileBytes } from "@/lib/schemas/agent-api/agent-files";

import { agentFileAccept, checkAgentFile, retrievalTestBody } from "./agent-files";

describe("checkAgentFile", () => {
  it("accepts PDF, Markdown and text by extension, whatever the browser said the type was", () => {
    expect(checkAgentFile({ name: "Guide.PDF", size: 10 })).toEqual({ isAccepted: true, contentType: "application/pdf" });
    expect(checkAgentFile({ name: "faq.md", size: 10 })).toEqual({ isAccepted: true, contentType: "text/markdown" });
    expect(checkAgentFile({ name: "faq.markdown", size: 10 })).toEqual({ isAccepted: true, contentType: "text/markdown" });
    expect(checkAgentFile({ name: "notes.txt", size: maxAgentFileBytes })).toEqual({ isAccepted: true, contentType: "text/plain" });
  });

  it("refuses other types, empty files and files over 10 MiB, saying why", () => {
    expect(checkAgentFile({ name: "sheet.xlsx", size: 10 })).toMatchObject({ isAccepted: false, reason: expect.stringContaining("Only PDF, Markdown") });
    expect(checkAgentFile({ name: "README", size: 10 }).isAccepted).toBe(false);
    expect(checkAgentFile({ name: "empty.md", size: 0 })).toEqual({ isAccepted: false, reason: "The file is empty." });
    expect(checkAgentFile({ name: "big.pdf", size: maxAgentFileBytes + 1 })).toEqual({ isAccepted: false, reason: "The file is larger than 10 MiB." });
  });

  it("offers the same types in the file picker", () => {
    expect(agentFileAccept.split(",")).toEqual(expect.arrayContaining(["application/pdf", ".pdf", "text/markdown", ".md", ".markdown", "text/plain", ".txt"]));
  });
});

describe("retrievalTestBody", () => {
  it("needs a question of 1 to 1,000 characters and asks for 5 passages unless told", () => {
    expect(retrievalTestBody.parse({ query: "  Returns?  " })).toEqual({ query: "Returns?", limit: 5 });
    expect(retrievalTestBody.safeParse({ query: "   " }).success).toBe(false);
    expect(retrievalTestBody.safeParse({ query: "x".repeat(1001) }).success).toBe(false);
    expect(retrievalTestBody.safeParse({ query: "x", limit: 21 }).success).toBe(false);
  });
});
