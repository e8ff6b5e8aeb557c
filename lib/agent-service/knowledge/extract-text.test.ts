import { describe, expect, it } from "vitest";

import { tinyPdf } from "@/tests/support/tiny-pdf";

import { checkAgentFileContent, extractAgentFileText, resolveAgentFileType } from "./extract-text";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("resolveAgentFileType", () => {
  it.each([
    ["application/pdf", "guide.pdf", "application/pdf"],
    ["text/markdown", "notes.md", "text/markdown"],
    ["text/plain; charset=utf-8", "notes.txt", "text/plain"],
    ["text/plain", "README.markdown", "text/markdown"],
    ["text/x-markdown", "notes.md", "text/markdown"],
    ["application/octet-stream", "notes.md", "text/markdown"],
    ["", "Guide.PDF", "application/pdf"],
    ["text/plain", "README", "text/plain"],
  ])("takes %j named %j as %s", (declared, name, expected) => {
    expect(resolveAgentFileType(declared, name)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["application/x-msdownload", "setup.exe"],
    ["application/octet-stream", "setup.exe"],
    ["text/plain", "setup.exe"],
    ["image/png", "photo.png"],
    ["application/octet-stream", "no-extension"],
    ["text/html", "page.html"],
  ])("refuses %j named %j as a type that cannot be indexed", (declared, name) => {
    const result = resolveAgentFileType(declared, name);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Only PDF, Markdown \(\.md\) or plain text \(\.txt\) files can be added/);
  });

  it("refuses a declared type its name contradicts", () => {
    expect(resolveAgentFileType("application/pdf", "notes.txt")).toEqual({
      ok: false,
      reason: "The file's name (.txt) does not match its declared type (application/pdf).",
    });
    expect(resolveAgentFileType("text/plain", "guide.pdf").ok).toBe(false);
  });
});

describe("checkAgentFileContent", () => {
  it("accepts a PDF header and UTF-8 text", () => {
    expect(checkAgentFileContent(tinyPdf(["Hello"]), "application/pdf")).toBeUndefined();
    expect(checkAgentFileContent(utf8("Grüße — 你好"), "text/plain")).toBeUndefined();
  });

  it("refuses a PDF that does not start with %PDF-", () => {
    expect(checkAgentFileContent(utf8("just text"), "application/pdf")).toBe("The file is not a PDF: it does not start with %PDF-.");
  });

  it("refuses text with NUL bytes or invalid UTF-8", () => {
    expect(checkAgentFileContent(new Uint8Array([0x68, 0x00, 0x69]), "text/plain")).toBe("The file is not text: it contains NUL bytes.");
    expect(checkAgentFileContent(new Uint8Array([0x68, 0xc3, 0x28]), "text/markdown")).toBe("The file is not valid UTF-8 text.");
  });
});

describe("extractAgentFileText", () => {
  it("extracts the text of a PDF", async () => {
    const result = await extractAgentFileText(tinyPdf(["Opening hours are 9 to 5", "Closed on Sundays"]), "application/pdf", "hours.pdf");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.format).toBe("text");
    expect(result.value.text).toContain("Opening hours are 9 to 5");
    expect(result.value.text).toContain("Closed on Sundays");
  });

  it("joins a PDF's wrapped lines into sentences", async () => {
    const result = await extractAgentFileText(tinyPdf(["Refunds are paid to", "the card you used.", "Returns are free."]), "application/pdf", "refunds.pdf");
    expect(result.ok && result.value.text).toBe("Refunds are paid to the card you used.\nReturns are free.");
  });

  it("fails on a PDF without text, as a scan is", async () => {
    expect(await extractAgentFileText(tinyPdf([]), "application/pdf", "scan.pdf")).toEqual({
      ok: false,
      reason: "No text could be extracted: scanned PDF?",
    });
  });

  it("fails on a PDF it cannot read", async () => {
    const result = await extractAgentFileText(utf8("%PDF-1.4\nthis is not really a PDF"), "application/pdf", "broken.pdf");
    expect(result.ok).toBe(false);
  });

  it("reads Markdown as Markdown and plain text as text, without a byte-order mark", async () => {
    expect(await extractAgentFileText(utf8("\uFEFF# Title\n\nBody.\n"), "text/markdown", "a.md")).toEqual({
      ok: true,
      value: { text: "# Title\n\nBody.", format: "markdown" },
    });
    expect(await extractAgentFileText(utf8("Plain words."), "text/plain", "a.txt")).toEqual({
      ok: true,
      value: { text: "Plain words.", format: "text" },
    });
  });

  it("refuses text with NUL bytes, a PDF header mismatch, a file of blanks and a type it cannot index", async () => {
    expect(await extractAgentFileText(new Uint8Array([0x61, 0x00]), "text/plain", "a.txt")).toEqual({
      ok: false,
      reason: "The file is not text: it contains NUL bytes.",
    });
    expect(await extractAgentFileText(utf8("<html>"), "application/pdf", "a.pdf")).toEqual({
      ok: false,
      reason: "The file is not a PDF: it does not start with %PDF-.",
    });
    expect(await extractAgentFileText(utf8(" \n\n "), "text/plain", "a.txt")).toEqual({ ok: false, reason: "The file contains no text." });
    expect((await extractAgentFileText(utf8("MZ"), "application/x-msdownload", "a.exe")).ok).toBe(false);
  });
});
