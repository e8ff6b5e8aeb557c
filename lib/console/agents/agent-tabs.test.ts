import { describe, expect, it } from "vitest";

import { activeAgentTab, agentHref, agentTabs } from "./agent-tabs";

const agentId = "4f6c2a8e-0d1b-4c5e-9a7f-3b2d1e0c9a8b";

describe("agentTabs", () => {
  it("starts with Overview at the agent's own page, then Keys", () => {
    expect(agentTabs.map((tab) => tab.label)).toEqual([
      "Overview",
      "Knowledge",
      "Functions",
      "Crawls",
      "Live chat",
      "Keys",
      "Webhooks",
      "Limits",
      "Users",
      "Playground",
    ]);
    expect(agentTabs[0]!.segment).toBe("");
  });

  it("gives every tab its own segment", () => {
    expect(new Set(agentTabs.map((tab) => tab.segment)).size).toBe(agentTabs.length);
  });
});

describe("agentHref", () => {
  it("points at the agent's page, or one of its tabs", () => {
    expect(agentHref(agentId)).toBe(`/agents/${agentId}`);
    expect(agentHref(agentId, "keys")).toBe(`/agents/${agentId}/keys`);
  });

  it("encodes an id that is not URL-safe", () => {
    expect(agentHref("a/b c")).toBe("/agents/a%2Fb%20c");
  });
});

describe("activeAgentTab", () => {
  it("marks Overview on the agent's own page, with or without a trailing slash", () => {
    expect(activeAgentTab(`/agents/${agentId}`, agentId)?.label).toBe("Overview");
    expect(activeAgentTab(`/agents/${agentId}/`, agentId)?.label).toBe("Overview");
  });

  it("marks the tab of a deeper path", () => {
    expect(activeAgentTab(`/agents/${agentId}/keys`, agentId)?.label).toBe("Keys");
    expect(activeAgentTab(`/agents/${agentId}/keys/anything`, agentId)?.label).toBe("Keys");
  });

  it("marks nothing for another agent whose id merely starts the same, or an unknown tab", () => {
    expect(activeAgentTab(`/agents/${agentId}0/keys`, agentId)).toBeUndefined();
    expect(activeAgentTab(`/agents/${agentId}/unknown`, agentId)).toBeUndefined();
    expect(activeAgentTab("/settings", agentId)).toBeUndefined();
  });

  it("knows the tabs a later section adds", () => {
    const tabs = [...agentTabs, { segment: "extra", label: "Extra" }];
    expect(activeAgentTab(`/agents/${agentId}/extra/1`, agentId, tabs)?.label).toBe("Extra");
  });
});
