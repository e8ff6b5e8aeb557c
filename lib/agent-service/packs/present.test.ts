import { describe, expect, it } from "vitest";

import { presentPack, presentPackDocument, type PackDocumentSummary, type PackRow } from "./present";

const pack: PackRow = {
  id: "pack-1",
  organizationId: "org-1",
  name: "Returns",
  description: "How returns work",
  instructions: null,
  status: "active",
  createdAt: new Date("2026-01-01T10:00:00Z"),
  updatedAt: new Date("2026-01-02T10:00:00Z"),
};

function document(id: string, createdAt: string, changes: Partial<PackDocumentSummary> = {}): PackDocumentSummary {
  return {
    id,
    packId: pack.id,
    blobId: `blob-${id}`,
    fileName: `${id}.md`,
    contentType: "text/markdown",
    size: 120,
    status: "ready",
    error: null,
    passageCount: 2,
    createdAt: new Date(createdAt),
    ...changes,
  };
}

describe("presentPackDocument", () => {
  it("shows the document without its blob, with its passage count and ISO dates", () => {
    expect(presentPackDocument(document("d1", "2026-01-01T11:00:00Z"))).toEqual({
      id: "d1",
      packId: "pack-1",
      fileName: "d1.md",
      contentType: "text/markdown",
      size: 120,
      status: "ready",
      error: null,
      passageCount: 2,
      createdAt: "2026-01-01T11:00:00.000Z",
    });
  });
});

describe("presentPack", () => {
  it("lists documents oldest first and linked agents by name, with ISO dates", () => {
    const presented = presentPack(
      pack,
      [document("late", "2026-01-03T00:00:00Z"), document("early", "2026-01-01T12:00:00Z")],
      [
        { id: "a2", name: "Support" },
        { id: "a1", name: "Billing" },
      ],
    );
    expect(presented).toMatchObject({
      id: "pack-1",
      organizationId: "org-1",
      name: "Returns",
      description: "How returns work",
      instructions: null,
      status: "active",
      createdAt: "2026-01-01T10:00:00.000Z",
      updatedAt: "2026-01-02T10:00:00.000Z",
    });
    expect(presented.documents.map((item) => item.id)).toEqual(["early", "late"]);
    expect(presented.linkedAgents).toEqual([
      { id: "a1", name: "Billing" },
      { id: "a2", name: "Support" },
    ]);
  });

  it("shows a pack with no documents and no agents with empty lists", () => {
    expect(presentPack(pack, [], [])).toMatchObject({ documents: [], linkedAgents: [] });
  });
});
