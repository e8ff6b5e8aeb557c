import { describe, expect, it } from "vitest";

import { agentChoiceChange, agentLabel, choiceCount, matchingAgents, watchedAgentsLabel, withChoice } from "./operator-agent-choice";

const agents = [
  { id: "a1", name: "Northwind Support" },
  { id: "a2", name: "Northwind Sales" },
  { id: "a3", name: null },
];

describe("agentChoiceChange", () => {
  it("gives the newly chosen agents and takes the ones no longer chosen", () => {
    expect(agentChoiceChange(["a1", "a2"], new Set(["a2", "a3"]))).toEqual({ add: ["a3"], remove: ["a1"] });
  });

  it("changes nothing when the choice is the same", () => {
    expect(agentChoiceChange(["a1"], new Set(["a1"]))).toEqual({ add: [], remove: [] });
  });
});

describe("withChoice", () => {
  it("ticks and unticks an agent without changing the set it is given", () => {
    const chosen = new Set(["a1"]);
    expect([...withChoice(chosen, "a2", true)]).toEqual(["a1", "a2"]);
    expect([...withChoice(chosen, "a1", false)]).toEqual([]);
    expect([...chosen]).toEqual(["a1"]);
  });
});

describe("matchingAgents", () => {
  it("finds agents by name or id, ignoring case and surrounding spaces", () => {
    expect(matchingAgents(agents, " SALES ").map((agent) => agent.id)).toEqual(["a2"]);
    expect(matchingAgents(agents, "a3").map((agent) => agent.id)).toEqual(["a3"]);
    expect(matchingAgents(agents, "")).toEqual(agents);
  });
});

describe("labels", () => {
  it("names an agent without details by its id", () => {
    expect(agentLabel(agents[2]!)).toBe("Agent a3");
  });

  it("counts the chosen agents with the plural right", () => {
    expect(choiceCount(0, 1)).toBe("0 of 1 agent chosen");
    expect(choiceCount(2, 5)).toBe("2 of 5 agents chosen");
  });

  it("names the agents watched and counts those no longer listed", () => {
    expect(watchedAgentsLabel([], agents)).toBe("None yet");
    expect(watchedAgentsLabel(["a2", "a1"], agents)).toBe("Northwind Support, Northwind Sales");
    expect(watchedAgentsLabel(["a1", "gone"], agents)).toBe("Northwind Support, 1 agent no longer listed");
    expect(watchedAgentsLabel(["x", "y"], agents)).toBe("2 agents no longer listed");
  });

  it("counts the agents watched when the agents could not be read", () => {
    expect(watchedAgentsLabel(["a1"], undefined)).toBe("1 agent");
    expect(watchedAgentsLabel(["a1", "a2"], undefined)).toBe("2 agents");
  });
});
