import { describe, expect, it } from "vitest";

import { checkPackDocumentFile, packDocumentAccept } from "./pack-document-file";

describe("checkPackDocumentFile", () => {
  it("takes the Content-Type from the extension, whatever the browser says", () => {
    expect(checkPackDocumentFile({ name: "returns.md", size: 10 })).toEqual({ isAccepted: true, contentType: "text/markdown" });
    expect(checkPackDocumentFile({ name: "Guide.MARKDOWN", size: 10 })).toEqual({ isAccepted: true, contentType: "text/markdown" });
    expect(checkPackDocumentFile({ name: "notes.txt", size: 10 })).toEqual({ isAccepted: true, contentType: "text/plain" });
    expect(checkPackDocumentFile({ name: "manual.pdf", size: 10 })).toEqual({ isAccepted: true, contentType: "application/pdf" });
  });

  it("refuses other types, empty files and files over 10 MiB, saying why", () => {
    expect(checkPackDocumentFile({ name: "photo.png", size: 10 })).toMatchObject({ isAccepted: false, reason: expect.stringContaining("PDF, Markdown") });
    expect(checkPackDocumentFile({ name: "README", size: 10 })).toMatchObject({ isAccepted: false });
    expect(checkPackDocumentFile({ name: "empty.md", size: 0 })).toEqual({ isAccepted: false, reason: "The file is empty." });
    expect(checkPackDocumentFile({ name: "big.pdf", size: 10 * 1024 * 1024 + 1 })).toEqual({ isAccepted: false, reason: "The file is larger than 10 MiB." });
    expect(checkPackDocumentFile({ name: "limit.pdf", size: 10 * 1024 * 1024 })).toMatchObject({ isAccepted: true });
  });

  it("offers the accepted types and extensions to the file picker", () => {
    expect(packDocumentAccept.split(",")).toEqual(expect.arrayContaining(["application/pdf", ".md", ".markdown", ".txt", ".pdf"]));
  });
});
