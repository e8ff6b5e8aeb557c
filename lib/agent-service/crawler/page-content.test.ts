import { describe, expect, it } from "vitest";

import { readPageContent } from "./page-content";

const url = new URL("https://example.com/page");
const bytes = (text: string) => new TextEncoder().encode(text);

describe("readPageContent", () => {
  it("reads HTML as Markdown-ish text with its title and links", () => {
    const content = readPageContent(bytes(`<title>T</title><h1>Head</h1><p>Body</p><a href="/x">x</a>`), "text/html; charset=utf-8", url);
    expect(content).toMatchObject({ isReadable: true, title: "T", text: "# Head\n\nBody\n\nx", format: "markdown", isIndexable: true });
  });

  it("reads plain text and Markdown as they are", () => {
    expect(readPageContent(bytes("  Just text.\n"), "text/plain", url)).toMatchObject({ isReadable: true, text: "Just text.", format: "text", links: [] });
    expect(readPageContent(bytes("# Notes"), "text/markdown", url)).toMatchObject({ isReadable: true, format: "markdown" });
  });

  it("decodes the charset the header or the document declares", () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    expect(readPageContent(latin1, "text/plain; charset=iso-8859-1", url)).toMatchObject({ text: "café" });
    const html = new Uint8Array([...bytes('<meta charset="windows-1252"><p>caf'), 0xe9, ...bytes("</p>")]);
    expect(readPageContent(html, "text/html", url)).toMatchObject({ text: "café" });
  });

  it("recognises HTML served without a Content-Type", () => {
    expect(readPageContent(bytes("<!DOCTYPE html><p>Hi</p>"), undefined, url)).toMatchObject({ isReadable: true, text: "Hi" });
    expect(readPageContent(bytes("plain"), undefined, url)).toEqual({ isReadable: false, reason: "the page has no Content-Type" });
  });

  it("refuses other types and binary content", () => {
    expect(readPageContent(new Uint8Array([0x89, 0x50]), "image/png", url)).toEqual({ isReadable: false, reason: "not an HTML or text page (image/png)" });
    expect(readPageContent(bytes("%PDF-1.4"), "application/pdf", url)).toEqual({ isReadable: false, reason: "not an HTML or text page (application/pdf)" });
    expect(readPageContent(new Uint8Array([0x61, 0x00, 0x62]), "text/plain", url)).toEqual({ isReadable: false, reason: "binary content served as text" });
  });
});
