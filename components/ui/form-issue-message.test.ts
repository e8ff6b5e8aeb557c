import { describe, expect, it } from "vitest";

import { createAgentBody, updateAgentBody } from "@/lib/schemas/agent-api/agents";

import { formIssueMessage } from "./form-issue-message";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

const valid = { roleId: "3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b", name: "Nia", publicName: "Nia", tags: [], outputJsonSchema: "{}" };

describe("formIssueMessage", () => {
  it("says a required text is required, and how long a text may be", () => {
    const result = createAgentBody.safeParse({ ...valid, name: "  ", publicName: "x".repeat(256) }, { error: formIssueMessage });
    expect(messages(result)).toEqual({ name: "Required.", publicName: "At most 255 characters." });
  });

  it("asks to choose a role and a model from the options", () => {
    const result = createAgentBody.safeParse({ ...valid, roleId: "", model: "gpt-0" }, { error: formIssueMessage });
    expect(messages(result)).toEqual({ roleId: "Choose one of the options.", model: "Choose one of the options." });
  });

  it("gives a number's bounds, and asks for a number where there is none", () => {
    const result = updateAgentBody.safeParse(
      { outputJsonSchema: "{}", temperature: 2.5, topP: -1, fileSearchMaxNumResults: Number.NaN },
      { error: formIssueMessage },
    );
    expect(messages(result)).toEqual({ temperature: "At most 2.", topP: "At least 0.", fileSearchMaxNumResults: "Enter a number." });
  });

  it("asks for a full URL and says a missing value is required", () => {
    const result = updateAgentBody.safeParse({ avatarUrl: "avatar.png" }, { error: formIssueMessage });
    expect(messages(result)).toEqual({ avatarUrl: "Enter a full URL, such as https://example.com/avatar.png.", outputJsonSchema: "Required." });
  });

  it("keeps the schema's own message where it has one", () => {
    const result = createAgentBody.safeParse({ ...valid, outputJsonSchema: "[]" }, { error: formIssueMessage });
    expect(messages(result).outputJsonSchema).toMatch(/JSON Schema object/);
  });

  it("counts the items of a list", () => {
    const result = createAgentBody.safeParse({ ...valid, tags: Array.from({ length: 51 }, (_, index) => `t${index}`) }, { error: formIssueMessage });
    expect(messages(result)).toEqual({ tags: "At most 50 items." });
  });
});
