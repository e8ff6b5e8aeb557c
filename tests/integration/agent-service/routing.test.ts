import { describe, expect, inject, it } from "vitest";

import { operations } from "@/lib/agent-api/contract";
import { keyHeaders, surfacePrefixes, type Operation } from "@/lib/agent-api/contract/operation";
import { regions, type Region } from "@/lib/regions";
import { callService, createTestAgent, type TestAgent } from "@/tests/support/agent-service";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");

function keyFor(operation: Operation, agent: TestAgent, region: Region) {
  if (operation.scope === "organization") return agent.organization.key;
  if (operation.scope === "superAdmin") return testSuperAdminKeys[region];
  return agent.key;
}

/** Path parameters become ids nobody has, so no call changes anything that exists. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, () => crypto.randomUUID());

describe.each(regions)("every operation in the %s region", (region) => {
  it("is routed under each of its prefixes: never 405, and a 404 only for an entity", { timeout: 60_000 }, async () => {
    const agent = await createTestAgent(baseUrl, { region });
    const problems: string[] = [];
    for (const operation of operations) {
      for (const prefix of surfacePrefixes[operation.surface]) {
        const path = `${prefix}${concretePath(operation.path)}`;
        const response = await callService(baseUrl, operation.method.toUpperCase(), path, {
          key: keyFor(operation, agent, region),
          header: keyHeaders[operation.scope],
          region,
          ...(operation.bodyType === "multipart" ? { form: new FormData() } : operation.body ? { body: {} } : {}),
        });
        const label = `${operation.method.toUpperCase()} ${path} (${operation.id})`;
        if (![200, 201, 204, 400, 404].includes(response.status)) problems.push(`${label}: ${response.status}`);
        if (response.status === 404 && (response.body?.name !== "ENTITY_NOT_FOUND_ERROR" || response.body.details?.[0]?.entity === "Operation")) {
          problems.push(`${label}: 404 without an entity`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
