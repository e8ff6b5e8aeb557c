import { describe, expect, it } from "vitest";

import { agentFilesRefetchInterval, hasIndexingFiles, indexingPollMs } from "./agent-file-polling";

describe("agentFilesRefetchInterval", () => {
  it("polls while any file is indexing, and stops once none is", () => {
    expect(agentFilesRefetchInterval([{ stage: "indexed" }, { stage: "indexing" }])).toBe(indexingPollMs);
    expect(agentFilesRefetchInterval([{ stage: "indexed" }, { stage: "failed" }, { stage: "uploaded" }])).toBe(false);
    expect(agentFilesRefetchInterval([])).toBe(false);
    expect(agentFilesRefetchInterval(undefined)).toBe(false);
    expect(hasIndexingFiles([{ stage: "indexing" }])).toBe(true);
  });
});
