import { describe, expect, it } from "vitest";

import { agentFileApiPaths } from "./paths";

describe("agentFileApiPaths", () => {
  it("builds the Knowledge tab's routes with each segment encoded", () => {
    expect(agentFileApiPaths.files("org 1", "a/b")).toBe("/api/console/organizations/org%201/agents/a%2Fb/files");
    expect(agentFileApiPaths.file("o", "a", "f?1")).toBe("/api/console/organizations/o/agents/a/files/f%3F1");
    expect(agentFileApiPaths.vectorStore("o", "a", "f")).toBe("/api/console/organizations/o/agents/a/files/f/vector-store");
    expect(agentFileApiPaths.search("o", "a")).toBe("/api/console/organizations/o/agents/a/files/search");
  });
});
