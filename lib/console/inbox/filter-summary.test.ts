import { describe, expect, it } from "vitest";

import { filterSummary } from "./filter-summary";

const agents = [
  { id: "a1", name: "Northwind Support" },
  { id: "a2", name: "Billing" },
];

describe("filterSummary", () => {
  it("says when nothing is filtered", () => {
    expect(filterSummary({}, agents)).toBe("All agents and channels");
  });

  it("names the agent chosen", () => {
    expect(filterSummary({ agentId: "a2" }, agents)).toBe("Billing, all channels");
  });

  it("names the channel chosen as the filter shows it", () => {
    expect(filterSummary({ channel: "live_chat" }, agents)).toBe("All agents, Live chat");
  });

  it("names both", () => {
    expect(filterSummary({ agentId: "a1", channel: "api" }, agents)).toBe("Northwind Support, API");
  });

  it("still says an agent is chosen before the agents have loaded", () => {
    expect(filterSummary({ agentId: "a9" }, [])).toBe("One agent, all channels");
  });
});
