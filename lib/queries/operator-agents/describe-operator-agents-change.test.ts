import { describe, expect, it } from "vitest";

import { describeOperatorAgentsChange } from "./describe-operator-agents-change";

const names: Record<string, string> = { a: "Northwind Support", b: "Northwind Sales" };
const nameOf = (id: string) => names[id];

describe("describeOperatorAgentsChange", () => {
  it("names the one agent given or taken", () => {
    expect(describeOperatorAgentsChange("Otto", { add: ["a"] }, ["a"], nameOf)).toBe("Otto now watches Northwind Support.");
    expect(describeOperatorAgentsChange("Otto", { remove: ["b"] }, [], nameOf)).toBe("Otto no longer watches Northwind Sales.");
  });

  it("counts the agents watched after a larger change, with the plural right", () => {
    expect(describeOperatorAgentsChange("Otto", { add: ["a", "b"] }, ["a", "b"], nameOf)).toBe("Otto now watches 2 agents.");
    expect(describeOperatorAgentsChange("Otto", { add: ["a"], remove: ["b"] }, ["a"], nameOf)).toBe("Otto now watches 1 agent.");
    expect(describeOperatorAgentsChange("Otto", { remove: ["a", "b"] }, [], nameOf)).toBe("Otto watches no agents now.");
  });

  it("counts instead of naming an agent it does not know", () => {
    expect(describeOperatorAgentsChange("Otto", { add: ["gone"] }, ["a", "gone"], nameOf)).toBe("Otto now watches 2 agents.");
  });
});
