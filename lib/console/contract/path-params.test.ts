import { describe, expect, it } from "vitest";

import { pathParams, refusedPathParam } from "./path-params";

describe("refusedPathParam", () => {
  const rules = { agentId: pathParams.agent, webhookId: pathParams.webhook };

  it("accepts ids each rule allows", () => {
    expect(refusedPathParam(rules, { agentId: "agent_1-x", webhookId: "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f" })).toBeUndefined();
  });

  it("names the first parameter that cannot name anything, in the rule's words", () => {
    expect(refusedPathParam(rules, { agentId: "a.b", webhookId: "x" })).toBe("There is no such agent.");
    expect(refusedPathParam(rules, { agentId: "a".repeat(65), webhookId: "x" })).toBe("There is no such agent.");
    expect(refusedPathParam(rules, { agentId: "agent", webhookId: "not-a-uuid" })).toBe("The console has no such webhook.");
  });

  it("refuses a parameter that is missing", () => {
    expect(refusedPathParam(rules, { webhookId: "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f" })).toBe("There is no such agent.");
  });
});
