import { describe, expect, it } from "vitest";

import { agentLimitApiPaths } from "./paths";

describe("agentLimitApiPaths", () => {
  it("builds the console API routes of an agent's limits and its users' limits", () => {
    expect(agentLimitApiPaths.agent("org", "agent")).toBe("/api/console/organizations/org/agents/agent/limits");
    expect(agentLimitApiPaths.user("org", "agent", "user")).toBe("/api/console/organizations/org/agents/agent/users/user/limits");
  });

  it("encodes every id it puts in a path", () => {
    expect(agentLimitApiPaths.user("o/1", "a?2", "u#3")).toBe("/api/console/organizations/o%2F1/agents/a%3F2/users/u%233/limits");
  });
});
