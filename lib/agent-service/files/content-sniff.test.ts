import { describe, expect, it } from "vitest";

import { tinyPdf } from "@/tests/support/tiny-pdf";

import { contentTypeMismatch, isTextType } from "./content-sniff";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const gif = utf8("GIF89a\u0001\u0000\u0001\u0000");
const webp = utf8("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");

describe("contentTypeMismatch", () => {
  it.each([
    ["application/pdf", tinyPdf(["Hello"])],
    ["image/png", png],
    ["image/jpeg", jpeg],
    ["image/gif", gif],
    ["image/gif", utf8("GIF87a")],
    ["image/webp", webp],
    ["text/plain", utf8("Grüße — 你好")],
    ["text/markdown; charset=utf-8", utf8("# Title\n\nBody")],
    ["TEXT/PLAIN", utf8("")],
    ["application/json", utf8('{"a":1}')],
  ])("accepts %s bytes that are what the type says", (type, content) => {
    expect(contentTypeMismatch(content, type)).toBeUndefined();
  });

  it("refuses a PNG declared as a PDF, and text declared as a PDF", () => {
    expect(contentTypeMismatch(png, "application/pdf")).toBe("The file is not a PDF: it does not start with %PDF-.");
    expect(contentTypeMismatch(utf8("just text"), "application/pdf")).toBe("The file is not a PDF: it does not start with %PDF-.");
    expect(contentTypeMismatch(utf8("%PDF"), "application/pdf")).toBeDefined();
  });

  it.each([
    ["image/png", tinyPdf(["Hello"])],
    ["image/png", bytes(0x89, 0x50, 0x4e, 0x47)],
    ["image/jpeg", png],
    ["image/gif", utf8("GIF88a")],
    ["image/webp", utf8("RIFF\u0024\u0000\u0000\u0000WAVE")],
    ["image/png", bytes()],
  ])("refuses %s bytes of another kind", (type, content) => {
    expect(contentTypeMismatch(content, type)).toMatch(/^The file is not an? \w+ image\.$/);
  });

  it("refuses text with NUL bytes or invalid UTF-8, such as a PNG named .md", () => {
    expect(contentTypeMismatch(bytes(0x68, 0x00, 0x69), "text/plain")).toBe("The file is not text: it contains NUL bytes.");
    expect(contentTypeMismatch(png, "text/markdown")).toBe("The file is not text: it contains NUL bytes.");
    expect(contentTypeMismatch(bytes(0x68, 0xc3, 0x28), "text/markdown")).toBe("The file is not valid UTF-8 text.");
    expect(contentTypeMismatch(bytes(0xff, 0xfe, 0x41), "application/json")).toBe("The file is not valid UTF-8 text.");
  });

  it("does not judge types it cannot recognise", () => {
    expect(contentTypeMismatch(png, "application/octet-stream")).toBeUndefined();
    expect(contentTypeMismatch(bytes(0, 1, 2), "application/zip")).toBeUndefined();
    expect(contentTypeMismatch(bytes(0, 1, 2), "")).toBeUndefined();
  });
});

describe("isTextType", () => {
  it.each([
    ["text/plain", true],
    ["text/csv; charset=utf-8", true],
    ["application/json", true],
    ["application/ld+json", true],
    ["image/svg+xml", true],
    ["application/pdf", false],
    ["image/png", false],
    ["application/octet-stream", false],
  ])("%s: %s", (type, expected) => {
    expect(isTextType(type)).toBe(expected);
  });
});
