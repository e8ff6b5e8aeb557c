import { describe, expect, it } from "vitest";

import { tinyPdf } from "@/tests/support/tiny-pdf";

import { maxAttachmentBytes, maxAttachmentChars, readAttachmentContent, unreadableMessage } from "./attachment-content";

const text = (value: string) => new TextEncoder().encode(value);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("readAttachmentContent", () => {
  it("reads plain text and Markdown, by their type or by their name when the type says nothing", async () => {
    expect(await readAttachmentContent({ fileName: "code.txt", contentType: "text/plain", bytes: text("\uFEFFThe activation code is QX4191.\n") })).toEqual({
      ok: true,
      value: { kind: "text", text: "The activation code is QX4191.", format: "text" },
    });
    expect(await readAttachmentContent({ fileName: "receipt.md", contentType: "application/octet-stream", bytes: text("# Receipt\n\nTotal: 42 EUR") })).toEqual(
      {
        ok: true,
        value: { kind: "text", text: "# Receipt\n\nTotal: 42 EUR", format: "markdown" },
      },
    );
  });

  it("reads other text such as CSV or JSON as plain text", async () => {
    const csv = await readAttachmentContent({ fileName: "orders.csv", contentType: "text/csv", bytes: text("order,total\n1042,18") });
    expect(csv).toEqual({ ok: true, value: { kind: "text", text: "order,total\n1042,18", format: "text" } });
  });

  it("reads the text layer of a PDF", async () => {
    const read = await readAttachmentContent({ fileName: "receipt.pdf", contentType: "application/pdf", bytes: tinyPdf(["Receipt 77", "Total paid 42 EUR"]) });
    expect(read).toMatchObject({ ok: true, value: { kind: "text", text: expect.stringContaining("Total paid 42 EUR") } });
  });

  it("takes images of the types models read", async () => {
    expect(await readAttachmentContent({ fileName: "photo.png", contentType: "image/png", bytes: png })).toEqual({
      ok: true,
      value: { kind: "image", contentType: "image/png" },
    });
  });

  it.each([
    ["a scanned PDF", { fileName: "scan.pdf", contentType: "application/pdf", bytes: tinyPdf([]) }, /^no text could be extracted/],
    ["an empty text file", { fileName: "empty.txt", contentType: "text/plain", bytes: text("  \n") }, /^the file contains no text/],
    ["text that is not UTF-8", { fileName: "latin.txt", contentType: "text/plain", bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9]) }, /not valid UTF-8/],
    ["a PDF named .txt", { fileName: "receipt.txt", contentType: "application/pdf", bytes: tinyPdf(["x"]) }, /does not match its declared type/],
    [
      "an archive",
      { fileName: "logs.zip", contentType: "application/zip", bytes: new Uint8Array([0x50, 0x4b, 3, 4]) },
      /^only PDF, Markdown, plain text and images .* application\/zip\.$/,
    ],
    ["an image type models do not take", { fileName: "scan.tiff", contentType: "image/tiff", bytes: new Uint8Array([0x49, 0x49]) }, /this file is image\/tiff/],
    ["bytes that are not the image they claim", { fileName: "photo.jpg", contentType: "image/jpeg", bytes: png }, /^the file is not a JPEG image/],
  ])("refuses %s with the reason", async (_, file, reason) => {
    const read = await readAttachmentContent(file);
    expect(read.ok).toBe(false);
    expect(read.ok ? undefined : read.reason).toMatch(reason);
  });

  it("refuses a file over the size it reads, and text over the length it reads, saying both limits", async () => {
    const big = await readAttachmentContent({ fileName: "big.txt", contentType: "text/plain", bytes: new Uint8Array(maxAttachmentBytes + 1).fill(0x61) });
    expect(big).toEqual({ ok: false, reason: "it is 10.1 MiB, and attached files are read up to 10 MiB." });
    const long = await readAttachmentContent({ fileName: "long.txt", contentType: "text/plain", bytes: text("a ".repeat(maxAttachmentChars)) });
    expect(long).toEqual({ ok: false, reason: "it holds 999,999 characters of text, and attached files are read up to 500,000." });
  });
});

describe("unreadableMessage", () => {
  it("names the file", () => {
    expect(unreadableMessage("scan.pdf", "no text could be extracted.")).toBe("scan.pdf cannot be read: no text could be extracted.");
  });
});
