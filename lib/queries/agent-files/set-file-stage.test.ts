import { describe, expect, it } from "vitest";

import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { withFileStage } from "./set-file-stage";

const file = (id: string, stage: AgentFileView["stage"]): AgentFileView => ({
  id,
  fileName: `${id}.md`,
  contentType: "text/markdown",
  size: 10,
  chunkCount: stage === "indexed" ? 2 : null,
  stage,
  error: stage === "failed" ? "Unreadable." : null,
  createdAt: "2026-01-01T00:00:00.000Z",
  indexedAt: null,
});

describe("withFileStage", () => {
  it("moves one file to the stage, clearing its old error and count, and leaves the others", () => {
    const files = [file("a", "failed"), file("b", "indexed")];
    expect(withFileStage(files, "a", "indexing")).toEqual([{ ...files[0], stage: "indexing", error: null, chunkCount: null }, files[1]]);
    expect(withFileStage(undefined, "a", "indexing")).toBeUndefined();
  });
});
