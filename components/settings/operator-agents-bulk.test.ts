import { describe, expect, it } from "vitest";

import {
  agentsInWords,
  bulkAgentsOutcome,
  bulkAgentsPlan,
  bulkAgentsQuestion,
  leftOutReasons,
  operatorAgentsAfter,
  type BulkUser,
} from "./operator-agents-bulk";

const user = (name: string, role: BulkUser["role"] = "operator"): BulkUser => ({
  id: name.toLowerCase(),
  name,
  email: `${name.toLowerCase()}@example.com`,
  role,
});
const [olga, omar, otto, nina, ada, vic] = [user("Olga"), user("Omar"), user("Otto"), user("Nina"), user("Ada", "org_admin"), user("Vic", "viewer")];
const operators = [
  { id: "olga", agentIds: ["support"] },
  { id: "omar", agentIds: [] },
  { id: "otto", agentIds: ["sales", "support"] },
];

describe("operatorAgentsAfter", () => {
  it("gives only the chosen agents not yet watched, and keeps the others", () => {
    expect(operatorAgentsAfter(["support"], "give", ["sales", "support"])).toEqual({ change: { add: ["sales"], remove: [] }, after: ["support", "sales"] });
  });

  it("takes only the chosen agents that are watched, and keeps the others", () => {
    expect(operatorAgentsAfter(["sales", "support"], "remove", ["support", "billing"])).toEqual({ change: { add: [], remove: ["support"] }, after: ["sales"] });
  });

  it("changes nothing when there is nothing to give or take", () => {
    expect(operatorAgentsAfter(["support"], "give", ["support", "support"]).change).toEqual({ add: [], remove: [] });
    expect(operatorAgentsAfter([], "remove", ["support"]).change).toEqual({ add: [], remove: [] });
  });
});

describe("bulkAgentsPlan", () => {
  it("gives each operator what they lack, in the order selected, and leaves out admins, viewers and those who have it all", () => {
    const plan = bulkAgentsPlan([ada, otto, omar, vic, olga, nina], operators, "give", ["support", "sales"]);
    expect(plan.steps.map(({ user, change }) => [user.name, change])).toEqual([
      ["Omar", { add: ["support", "sales"], remove: [] }],
      ["Olga", { add: ["sales"], remove: [] }],
      // Not yet a member of the organization: given the agents (and joining it) like any other operator.
      ["Nina", { add: ["support", "sales"], remove: [] }],
    ]);
    expect(plan.steps.find((step) => step.user === olga)?.agentIdsAfter).toEqual(["support", "sales"]);
    expect(plan.unchanged).toEqual([otto]);
    expect(plan.notOperators).toEqual([ada, vic]);
  });

  it("takes the agents only from the operators who watch them", () => {
    const plan = bulkAgentsPlan([olga, omar, otto, nina], operators, "remove", ["support"]);
    expect(plan.steps.map(({ user, change, agentIdsAfter }) => [user.name, change.remove, agentIdsAfter])).toEqual([
      ["Olga", ["support"], []],
      ["Otto", ["support"], ["sales"]],
    ]);
    expect(plan.unchanged).toEqual([omar, nina]);
  });
});

describe("words", () => {
  it("names a few agents and counts many", () => {
    expect(agentsInWords(["Support"])).toBe("Support");
    expect(agentsInWords(["Support", "Sales", "Billing"])).toBe("Support, Sales, and Billing");
    expect(agentsInWords(["a", "b", "c", "d"])).toBe("4 agents");
  });

  it("asks before giving or taking, with the plural right", () => {
    expect(bulkAgentsQuestion("give", 2, ["Support"])).toBe("Give 2 operators access to Support?");
    expect(bulkAgentsQuestion("remove", 1, ["Support", "Sales"])).toBe("Remove Support and Sales from 1 operator?");
  });

  it("says what was done, naming few operators and counting many", () => {
    expect(bulkAgentsOutcome("give", ["Olga", "Omar"], ["Support"])).toBe("Olga and Omar now watch Support.");
    expect(bulkAgentsOutcome("remove", ["Olga"], ["Support", "Sales"])).toBe("Olga no longer watches Support and Sales.");
    expect(bulkAgentsOutcome("give", ["a", "b", "c", "d", "e"], ["a", "b", "c", "d"])).toBe("5 operators now watch 4 agents.");
  });

  it("says why selected users are left out", () => {
    const plan = bulkAgentsPlan([ada, user("Root", "superadmin"), vic, otto, olga], operators, "give", ["support"]);
    expect(leftOutReasons(plan, "give", 1)).toEqual([
      "Ada and Root are admins and already see every agent.",
      "Vic is a viewer and sees dashboards only.",
      "Otto and Olga already watch it.",
    ]);
    expect(leftOutReasons(bulkAgentsPlan([omar], operators, "remove", ["support", "sales"]), "remove", 2)).toEqual(["Omar does not watch any of them."]);
    expect(leftOutReasons(bulkAgentsPlan([omar], operators, "give", ["support"]), "give", 1)).toEqual([]);
  });
});
