import { describe, expect, it } from "vitest";

import { operatorAgentApiPaths } from "./paths";

describe("operatorAgentApiPaths", () => {
  it("builds the console API routes of operators' agents, encoding every id", () => {
    expect(operatorAgentApiPaths.operators("org")).toBe("/api/console/organizations/org/operators");
    expect(operatorAgentApiPaths.agents("o/1", "u?2")).toBe("/api/console/organizations/o%2F1/operators/u%3F2/agents");
  });
});
