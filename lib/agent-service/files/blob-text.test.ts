import { describe, expect, it } from "vitest";

import { bytesAsText, isTextual } from "./blob-text";

/** A one-page PDF whose text layer reads "Hello from a PDF", with a correct cross-reference table. */
function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 60 Td (Hello from a PDF) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

describe("isTextual", () => {
  it.each([
    ["text/plain", true],
    ["text/markdown; charset=utf-8", true],
    ["application/json", true],
    ["application/ld+json", true],
    ["application/pdf", false],
    ["image/png", false],
  ])("%s → %s", (type, expected) => {
    expect(isTextual(type)).toBe(expected);
  });
});

describe("bytesAsText", () => {
  it("decodes text as UTF-8", async () => {
    expect(await bytesAsText(Buffer.from("Grüße, world"), "text/plain")).toBe("Grüße, world");
  });

  it("reads a PDF's text layer", async () => {
    expect(await bytesAsText(tinyPdf(), "application/pdf")).toContain("Hello from a PDF");
  });

  it("gives nothing for images and for broken PDFs", async () => {
    expect(await bytesAsText(Buffer.from([0x89, 0x50, 0x4e, 0x47]), "image/png")).toBeUndefined();
    expect(await bytesAsText(Buffer.from("not a pdf"), "application/pdf")).toBeUndefined();
  });
});
