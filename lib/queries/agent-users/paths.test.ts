import { describe, expect, it } from "vitest";

import { agentUserApiPaths } from "./paths";

describe("agentUserApiPaths", () => {
  it("builds the console API route of the platform users who work on an agent, encoding the ids", () => {
    expect(agentUserApiPaths.platformUsers("org", "agent")).toBe("/api/console/organizations/org/agents/agent/platform-users");
    expect(agentUserApiPaths.platformUsers("o/1", "a?2")).toBe("/api/console/organizations/o%2F1/agents/a%3F2/platform-users");
  });
});
