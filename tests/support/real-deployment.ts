/**
 * The real deployment's published operations and DTOs (tests/fixtures/real-deployment/operations.json), and a
 * strict check of a value against them: what a client generated from its document accepts. Null only where a
 * field is declared nullable, every required field present, types, formats and enums as declared. Fields the
 * document does not name pass (such a client ignores them).
 */
import { readFileSync } from "node:fs";

import type { Fixture, FixtureField, FixtureOperation, FixtureSchema } from "@/tests/integration/agent-service/openapi-shapes";

export const realDeployment = JSON.parse(readFileSync(new URL("../fixtures/real-deployment/operations.json", import.meta.url), "utf8")) as Fixture;

export const operationKey = (operation: Pick<FixtureOperation, "method" | "path">) => `${operation.method} ${operation.path}`;

const listOf = (dto: string): FixtureSchema => ({ type: "array", items: { ref: dto } });

/**
 * Success bodies the real deployment declares but evidently does not mean (reference §8): we serve
 * what it means, and our answers are held to that instead.
 */
export const declaredDifferently: Record<string, { response: FixtureSchema; reason: string }> = {
  "GET /external/conversations/states": {
    response: listOf("ExternalApiGetConversationStateResponseDTO"),
    reason: "§8.1: a list declared as one object; we serve the list of states.",
  },
  "GET /external/agent-files/by-api-key": {
    response: listOf("GetAgentFilesByApiKeyResponseDTO"),
    reason: "§8.1: a list declared as one object; we serve the list of files.",
  },
  "GET /external/agent-roles/by-api-key": {
    response: listOf("GetAgentRoleByApiKeyResponseDTO"),
    reason: "§8.1: a list declared as one object; we serve the list of roles.",
  },
  "GET /external/subscriptions": {
    response: listOf("ExternalApiSubscriptionResponseDTO"),
    reason: "§8.1: a list declared as one object; we serve the list of subscriptions.",
  },
  "GET /external/platform-users": {
    response: listOf("GetAllOrganizationPlatformUsersResponseDTO"),
    reason: "§8.1: a list declared as one object; we serve the list of platform users.",
  },
  "GET /external/agents/users": {
    response: "GetOrganizationAgentUsersResponseDTO",
    reason: "§8.2: declared as the agent object; it is the page of the agent's users, as GET /external/agents/{id}/users.",
  },
  "GET /external/agents/limits": {
    response: "AgentLimitsResponseDTO",
    reason: "§8.3: declared as usage; the path serves limits, as its POST and PUT do. Usage has its own path, /external/agents/usage.",
  },
};

/** The success body an operation is held to: what it declares, or what it evidently means. */
export const successSchema = (operation: FixtureOperation) =>
  declaredDifferently[operationKey(operation)]?.response ?? operation.responses[String(operation.successStatus)] ?? null;

export type Problem = { path: string; problem: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const kindOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

function checkFormat(format: string | undefined, value: string, path: string, problems: Problem[]) {
  if (format === "uuid" && !uuidPattern.test(value)) problems.push({ path, problem: `not a uuid: ${JSON.stringify(value)}` });
  if (format === "date-time" && !(dateTimePattern.test(value) && !Number.isNaN(Date.parse(value)))) {
    problems.push({ path, problem: `not a date-time: ${JSON.stringify(value)}` });
  }
}

/** The problems of `value` against `schema`; none means a client generated from the document accepts it. */
export function checkAgainstReference(fixture: Pick<Fixture, "dtos">, schema: FixtureSchema, value: unknown, path = ""): Problem[] {
  const problems: Problem[] = [];
  const node = typeof schema === "string" ? { ref: schema } : schema;
  if (node.oneOf) return checkOneOf(fixture, node.oneOf, value, path);
  if (node.ref) {
    const fields = fixture.dtos[node.ref];
    if (kindOf(value) !== "object") return [{ path, problem: `expected ${node.ref} (an object), got ${kindOf(value)}` }];
    // A DTO the document names but never defines accepts any object.
    for (const field of fields ?? []) problems.push(...checkField(fixture, field, (value as Record<string, unknown>)[field.name], join(path, field.name)));
    return problems;
  }
  const actual = kindOf(value);
  if (node.type === "array") {
    if (actual !== "array") return [{ path, problem: `expected array, got ${actual}` }];
    return (value as unknown[]).flatMap((item, index) => checkAgainstReference(fixture, node.items ?? {}, item, `${path}[${index}]`));
  }
  if (node.type === "number" && !(actual === "number" && Number.isFinite(value))) return [{ path, problem: `expected number, got ${actual}` }];
  if ((node.type === "string" || node.type === "boolean" || node.type === "object") && actual !== node.type) {
    return [{ path, problem: `expected ${node.type}, got ${actual}` }];
  }
  if (node.type === "string") checkFormat(node.format, value as string, path, problems);
  return problems;
}

function checkField(fixture: Pick<Fixture, "dtos">, field: FixtureField, value: unknown, path: string): Problem[] {
  if (value === undefined) return field.required ? [{ path, problem: "required, missing" }] : [];
  if (value === null) return field.nullable ? [] : [{ path, problem: "null, but not nullable" }];
  const problems = checkAgainstReference(fixture, field, value, path);
  if (field.enum && !field.enum.includes(value as string)) problems.push({ path, problem: `${JSON.stringify(value)} is not one of ${field.enum.join(", ")}` });
  return problems;
}

/** The document's unions have no discriminator: a value passes when it fits one variant; otherwise the closest variant's problems. */
function checkOneOf(fixture: Pick<Fixture, "dtos">, variants: FixtureSchema[], value: unknown, path: string): Problem[] {
  const results = variants.map((variant) => checkAgainstReference(fixture, variant, value, path));
  if (results.some((result) => result.length === 0)) return [];
  return results.reduce((best, result) => (result.length < best.length ? result : best));
}

export const formatProblem = ({ path, problem }: Problem) => `${path || "(body)"}: ${problem}`;
