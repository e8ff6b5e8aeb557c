import { describe, expect, it } from "vitest";

import { createAgentBody, updateAgentBody } from "@/lib/schemas/agent-api/agents";
import type { AgentDetail } from "@/lib/schemas/console/agents";

import { agentConfigFormDefaults, createAgentFormDefaults, isAgentModel } from "./agent-form-defaults";

const agent: AgentDetail = {
  id: "a1",
  name: "Northwind Support",
  publicName: "Nia",
  role: "Customer support",
  status: "active",
  description: null,
  tags: null,
  avatarUrl: null,
  defaultErrorMessage: undefined,
  instructions: "Be brief.",
  model: "gpt-5.1",
  temperature: 1,
  topP: 0.9,
  isFileSearchEnabled: true,
  fileSearchMaxNumResults: 10,
  isOutputJsonSchemaEnabled: null,
  outputJsonSchema: '{"type":"object"}',
  skills: [],
};

describe("agentConfigFormDefaults", () => {
  it("fills the form from the agent, with empty texts and lists where the API sends none", () => {
    expect(agentConfigFormDefaults(agent)).toEqual({
      name: "Northwind Support",
      publicName: "Nia",
      description: "",
      status: "active",
      instructions: "Be brief.",
      model: "gpt-5.1",
      temperature: 1,
      topP: 0.9,
      isFileSearchEnabled: true,
      fileSearchMaxNumResults: 10,
      isOutputJsonSchemaEnabled: false,
      outputJsonSchema: '{\n  "type": "object"\n}',
      tags: [],
      defaultErrorMessage: "",
      avatarUrl: undefined,
    });
  });

  it("is valid for the update body as it stands, so an untouched form saves", () => {
    expect(updateAgentBody.safeParse(agentConfigFormDefaults(agent)).success).toBe(true);
  });

  it("leaves a model this console does not offer unset, so saving keeps it", () => {
    expect(agentConfigFormDefaults({ ...agent, model: "gpt-9-experimental" }).model).toBeUndefined();
  });

  it("keeps the agent's avatar and default error message", () => {
    const values = agentConfigFormDefaults({ ...agent, avatarUrl: "https://cdn.example.com/nia.png", defaultErrorMessage: "Sorry!" });
    expect(values).toMatchObject({ avatarUrl: "https://cdn.example.com/nia.png", defaultErrorMessage: "Sorry!" });
  });
});

describe("createAgentFormDefaults", () => {
  it("starts with no output schema and needs a role and names before it is valid", () => {
    const values = createAgentFormDefaults();
    expect(values.outputJsonSchema).toBe("{}");
    const problems = createAgentBody.safeParse(values).error?.issues.map((issue) => issue.path.join("."));
    expect(problems).toEqual(["roleId", "name", "publicName"]);
  });

  it("gives fresh lists each time", () => {
    expect(createAgentFormDefaults().tags).not.toBe(createAgentFormDefaults().tags);
  });
});

describe("isAgentModel", () => {
  it("knows the models the API takes", () => {
    expect(isAgentModel("gpt-5.1")).toBe(true);
    expect(isAgentModel("claude")).toBe(false);
  });
});
