import { describe, expect, it } from "vitest";

import { agentApiPaths } from "./paths";

describe("agentApiPaths", () => {
  it("builds the console API routes of an organization's agents", () => {
    expect(agentApiPaths.agents("org")).toBe("/api/console/organizations/org/agents");
    expect(agentApiPaths.agent("org", "agent")).toBe("/api/console/organizations/org/agents/agent");
    expect(agentApiPaths.roles("org")).toBe("/api/console/organizations/org/agent-roles");
    expect(agentApiPaths.apiKeys("org", "agent")).toBe("/api/console/organizations/org/agents/agent/keys");
    expect(agentApiPaths.apiKey("org", "agent", "key")).toBe("/api/console/organizations/org/agents/agent/keys/key");
    expect(agentApiPaths.rotateApiKey("org", "agent", "key")).toBe("/api/console/organizations/org/agents/agent/keys/key/rotate");
    expect(agentApiPaths.consoleKey("org", "agent")).toBe("/api/console/organizations/org/agents/agent/console-key");
  });

  it("encodes every id it puts in a path", () => {
    expect(agentApiPaths.apiKey("o/1", "a?2", "k#3")).toBe("/api/console/organizations/o%2F1/agents/a%3F2/keys/k%233");
  });
});
