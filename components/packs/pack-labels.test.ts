import { describe, expect, it } from "vitest";

import { packDocumentKind } from "./pack-labels";

describe("packDocumentKind", () => {
  it("names the document types a pack takes, and shows any other type as it is", () => {
    expect(packDocumentKind("application/pdf")).toBe("PDF");
    expect(packDocumentKind("text/markdown")).toBe("Markdown");
    expect(packDocumentKind("text/plain")).toBe("Text");
    expect(packDocumentKind("application/octet-stream")).toBe("application/octet-stream");
  });
});
