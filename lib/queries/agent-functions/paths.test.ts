import { describe, expect, it } from "vitest";

import { agentFunctionKeys } from "./keys";
import { agentFunctionApiPaths } from "./paths";

describe("agent function API paths", () => {
  it("names an agent's functions and one of them, with ids escaped", () => {
    expect(agentFunctionApiPaths.functions("org 1", "a/1")).toBe("/api/console/organizations/org%201/agents/a%2F1/functions");
    expect(agentFunctionApiPaths.function("o", "a", "f?1")).toBe("/api/console/organizations/o/agents/a/functions/f%3F1");
  });

  it("keeps each agent's list under its organization", () => {
    expect(agentFunctionKeys.list("o", "a")).toEqual(["agent-functions", "o", "a", "list"]);
    expect(agentFunctionKeys.list("o", "a").slice(0, 2)).toEqual(agentFunctionKeys.organization("o"));
  });
});
