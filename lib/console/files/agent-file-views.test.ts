import { describe, expect, it } from "vitest";

import { agentFileStage, toAgentFileView, toRetrievalPassage } from "./agent-file-views";

const base = { id: "f1", fileName: "faq.md", url: "agent-files/a/f1/faq.md", createdAt: "2026-01-01T00:00:00.000Z" };

describe("agentFileStage", () => {
  it("follows vectorStoreUploadStatus when the API sends it", () => {
    expect(agentFileStage({ vectorStoreUploadStatus: "processing", isUploadedToVectorStore: false })).toBe("indexing");
    expect(agentFileStage({ vectorStoreUploadStatus: "done", isUploadedToVectorStore: true })).toBe("indexed");
    expect(agentFileStage({ vectorStoreUploadStatus: "failed", isUploadedToVectorStore: null })).toBe("failed");
  });

  it("falls back to isUploadedToVectorStore: true indexed, null a vector store error, absent or false only uploaded", () => {
    expect(agentFileStage({ isUploadedToVectorStore: true })).toBe("indexed");
    expect(agentFileStage({ isUploadedToVectorStore: null })).toBe("failed");
    expect(agentFileStage({ isUploadedToVectorStore: false, vectorStoreUploadStatus: null })).toBe("uploaded");
    expect(agentFileStage({})).toBe("uploaded");
  });
});

describe("toAgentFileView", () => {
  it("keeps what the browser shows, drops the storage path and extra fields, and fills what a deployment leaves out", () => {
    const view = toAgentFileView({
      ...base,
      vectorStoreUploadStatus: "done",
      chunkCount: 3,
      size: 120,
      contentType: "text/markdown",
      uploadedToVectorStoreAt: "2026-01-02T00:00:00.000Z",
      vendorField: 1,
    } as never);
    expect(view).toEqual({
      id: "f1",
      fileName: "faq.md",
      contentType: "text/markdown",
      size: 120,
      chunkCount: 3,
      stage: "indexed",
      error: null,
      createdAt: base.createdAt,
      indexedAt: "2026-01-02T00:00:00.000Z",
    });
    expect(toAgentFileView(base)).toMatchObject({ contentType: null, size: null, chunkCount: null, stage: "uploaded", error: null, indexedAt: null });
  });

  it("gives a failed file its reason, or says the vector store reported an error when there is none", () => {
    expect(toAgentFileView({ ...base, vectorStoreUploadStatus: "failed", vectorStoreError: "The PDF has no text." }).error).toBe("The PDF has no text.");
    expect(toAgentFileView({ ...base, isUploadedToVectorStore: null }).error).toBe("The vector store reported an error for this file.");
    expect(toAgentFileView({ ...base, vectorStoreUploadStatus: null, chunkCount: 4, vectorStoreError: "old" })).toMatchObject({
      chunkCount: null,
      error: null,
    });
  });
});

describe("toRetrievalPassage", () => {
  it("keeps text, score, coverage and source, and drops anything else", () => {
    expect(
      toRetrievalPassage({ text: "Returns within 30 days.", score: 2.5, extra: true, source: { kind: "file", id: "f1", title: "faq.md", more: 1 } } as never),
    ).toEqual({ text: "Returns within 30 days.", score: 2.5, coverage: null, source: { kind: "file", id: "f1", title: "faq.md" } });
  });
});
