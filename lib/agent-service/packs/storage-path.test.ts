import { describe, expect, it } from "vitest";

import { packDocumentPath } from "./storage-path";

describe("packDocumentPath", () => {
  it("puts each upload under its organization, in a folder of its own, with a safe file name", () => {
    const first = packDocumentPath("org-1", "guide.md");
    expect(first).toMatch(/^pack-documents\/org-1\/[0-9a-f-]{36}\/guide\.md$/);
    expect(packDocumentPath("org-1", "guide.md")).not.toBe(first);
    expect(packDocumentPath("org-1", "../notes/a.txt")).toMatch(/^pack-documents\/org-1\/[0-9a-f-]{36}\/\.\._notes_a\.txt$/);
  });
});
