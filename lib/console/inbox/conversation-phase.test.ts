import { describe, expect, it } from "vitest";

import { phaseOfState, stateFor } from "./conversation-phase";

describe("phaseOfState", () => {
  it.each([
    ["Waiting for a human", "waiting"],
    ["Needs human", "waiting"],
    ["Escalated", "waiting"],
    ["Hand-off requested", "waiting"],
    ["With a human", "open"],
    ["Open", "open"],
    ["In progress", "open"],
    ["Closed", "closed"],
    ["Resolved", "closed"],
    ["Archived", "closed"],
    [null, "open"],
    ["", "open"],
  ] as const)("reads %s as %s", (name, phase) => {
    expect(phaseOfState(name)).toBe(phase);
  });
});

describe("stateFor", () => {
  const states = [
    { id: "1", name: "Open" },
    { id: "2", name: "Waiting for a human" },
    { id: "3", name: "Resolved" },
    { id: "4", name: "Closed" },
  ];

  it("prefers the state named as the phase plainly is", () => {
    expect(stateFor(states, "waiting")?.id).toBe("2");
    expect(stateFor(states, "closed")?.id).toBe("4");
    expect(stateFor(states, "open")?.id).toBe("1");
  });

  it("falls back to the first state of the phase", () => {
    expect(
      stateFor(
        [
          { id: "9", name: "Done" },
          { id: "8", name: "Resolved" },
        ],
        "closed",
      )?.id,
    ).toBe("9");
  });

  it("finds nothing when the agent has no such state", () => {
    expect(stateFor([{ id: "1", name: "Open" }], "closed")).toBeUndefined();
  });
});
