import { describe, expect, inject, it } from "vitest";

import { declaredDifferently, realDeployment as fixture } from "@/tests/support/real-deployment";

import { compareOperation, formatMismatch, type Mismatch, type OpenApiDocument } from "./openapi-shapes";

/** A pattern matches its value exactly, or, ending with `*`, as a prefix. */
type Allowance = { operation?: string; at?: string; path?: string; problem?: string; reason: string };

/** Deliberate differences: a mismatch one of these matches is expected, for the reason given. */
const allowed: Allowance[] = [
  {
    at: "response 4*",
    path: "name",
    problem: "type: theirs object*",
    reason: "§2, §8.6: error `name` is declared as type object with a string default; on the wire it is that string, which we declare as a constant.",
  },
  {
    at: "response 400",
    path: "status",
    problem: "value: theirs defaults to 500*",
    reason: "§8.6: BadRequestErrorDTO.status defaults to 500 by mistake; a 400 answer carries status 400.",
  },
  {
    operation: "PUT /external/conversations/{id}/mode",
    at: "request",
    path: "mode",
    problem: "optional in theirs, required in ours",
    reason: "§8.8: mode is the body's only field and is optional only by omission; we require it.",
  },
  {
    operation: "POST /external/conversations",
    at: "request",
    path: "conversationUserId",
    problem: "required in theirs, optional in ours",
    reason:
      "DESIGN.md: the body takes conversationUserId (real deployment) or userId (spec); the document requires one of the two (anyOf), so their body, which always has conversationUserId, is always valid.",
  },
  {
    at: "request",
    problem: "type: theirs number, ours integer",
    reason:
      "Monthly limits and the number of search results are counts: whole numbers, documented as integers; a fraction is refused with 400 rather than rounded.",
  },
  {
    operation: "POST /external/agents",
    at: "response 201",
    path: "agentApiKey",
    problem: "missing in ours*",
    reason: "Deprecated by the real deployment (keys are managed by the agent API key endpoints); our keys come from the agent-api-keys operations.",
  },
  {
    path: "aiConfig.model",
    problem: "enum: theirs*",
    reason:
      "The model list grows with every model release; responses keep it an open string so a newer model never breaks a client. Requests still take only the listed models.",
  },
  {
    path: "skills[].systemName",
    problem: "enum: theirs*",
    reason:
      "Skill names grow with the product (§8.4 already lists names whose shapes are undefined); responses keep them open strings so a new skill never breaks a client.",
  },
  {
    path: "skills[].apiKey",
    problem: "missing in ours*",
    reason: "A secret: agent keys are kept only as hashes, so the API skill cannot answer its key; SkillResponse's description says so.",
  },
  {
    path: "skills[].*",
    problem: "missing in ours*",
    reason:
      "§8.4: skills are a 20-variant oneOf without a discriminator, two variants undefined; SkillResponse declares what every skill has (systemName, status) and passes each skill's own fields through.",
  },
];

const matches = (pattern: string | undefined, value: string) =>
  pattern === undefined || (pattern.endsWith("*") ? value.startsWith(pattern.slice(0, -1)) : value === pattern);

const allows = (allowance: Allowance, mismatch: Mismatch) =>
  matches(allowance.operation, mismatch.operation) &&
  matches(allowance.at, mismatch.at) &&
  matches(allowance.path, mismatch.path) &&
  matches(allowance.problem, mismatch.problem);

async function openApiDocument() {
  const response = await fetch(`${inject("baseUrl")}/api/external/docs/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

describe("our OpenAPI document against the real deployment's published shapes", () => {
  it("has the real deployment's 51 operations in its fixture", () => {
    const keys = new Set(fixture.operations.map((operation) => `${operation.method} ${operation.path}`));
    expect(fixture.operationCount).toBe(51);
    expect(keys.size).toBe(51);
    expect(fixture.danglingRefs).toEqual(["DataRetentionSkillResponseDTO", "MsTeamsSkillResponseDTO"]);
  });

  it("matches their status codes, parameters, field names, required fields, nullability and enums, apart from the deliberate differences", async () => {
    const document = await openApiDocument();
    const found = fixture.operations.flatMap(
      (operation) => compareOperation(fixture, operation, document, declaredDifferently[`${operation.method} ${operation.path}`]?.response).mismatches,
    );
    const mismatches = found.filter((mismatch) => !allowed.some((allowance) => allows(allowance, mismatch)));
    const unusedAllowances = allowed.filter((allowance) => !found.some((mismatch) => allows(allowance, mismatch)));
    expect
      .soft(
        unusedAllowances.map((allowance) => allowance.reason),
        "allowances no mismatch needs any more",
      )
      .toEqual([]);
    expect(mismatches.map(formatMismatch)).toEqual([]);
  });
});
