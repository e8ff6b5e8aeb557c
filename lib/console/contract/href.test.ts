import { describe, expect, it } from "vitest";

import { getAgent, listAgents, rotateAgentKey } from "./agents";
import { consoleHref } from "./href";

describe("consoleHref", () => {
  it("fills a route's path parameters under the console's root", () => {
    expect(consoleHref(listAgents, { organizationId: "org" })).toBe("/api/console/organizations/org/agents");
    expect(consoleHref(rotateAgentKey, { organizationId: "org", agentId: "agent", keyId: "key" })).toBe(
      "/api/console/organizations/org/agents/agent/keys/key/rotate",
    );
  });

  it("encodes every value it puts in a path segment", () => {
    expect(consoleHref(getAgent, { organizationId: "o/1", agentId: "a?2#" })).toBe("/api/console/organizations/o%2F1/agents/a%3F2%23");
  });

  it("adds the query, leaving out what has no value", () => {
    expect(consoleHref(listAgents, { organizationId: "org" }, { page: 2, search: "a b", role: undefined, tag: null })).toBe(
      "/api/console/organizations/org/agents?page=2&search=a+b",
    );
    expect(consoleHref(listAgents, { organizationId: "org" }, new URLSearchParams({ range: "7d" }))).toBe("/api/console/organizations/org/agents?range=7d");
    expect(consoleHref(listAgents, { organizationId: "org" }, {})).toBe("/api/console/organizations/org/agents");
  });

  it("refuses to build an address without a parameter it needs", () => {
    expect(() => consoleHref(getAgent, { organizationId: "org" } as never)).toThrow(/getAgent needs agentId/);
  });
});
