import { describe, expect, inject, it } from "vitest";

import { operations } from "@/lib/agent-api/contract";
import { keyHeaders } from "@/lib/agent-api/contract/operation";
import specOperations from "@/tests/fixtures/spec/operations.json";
import { callService, createTestAgent } from "@/tests/support/agent-service";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");

/** Path templates compared without their parameter names: `/packs/{id}` and `/packs/{packId}` are one path. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

describe("the spec's 93 operations", () => {
  it("are all in the OpenAPI document, under /api/external and /external", async () => {
    expect(specOperations).toHaveLength(93);
    const document = (await (await fetch(`${baseUrl}/api/external/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${shape(path)}`)),
    );
    const missing = specOperations.flatMap(({ method, path }) =>
      [path, path.replace(/^\/api\/external/, "/external")]
        .filter((candidate) => !documented.has(`${method} ${shape(candidate)}`))
        .map((candidate) => `${method} ${candidate}`),
    );
    expect(missing).toEqual([]);
  });

  it("are all routed under both prefixes: with a valid key never 405, and a 404 only for an entity", { timeout: 60_000 }, async () => {
    const agent = await createTestAgent(baseUrl);
    const problems: string[] = [];
    for (const { method, path } of specOperations) {
      const operation = operations.find(
        (candidate) => candidate.surface === "external" && candidate.method === method.toLowerCase() && shape(`/api/external${candidate.path}`) === shape(path),
      );
      if (!operation) {
        problems.push(`${method} ${path}: not in the contract`);
        continue;
      }
      const key = operation.scope === "organization" ? agent.organization.key : operation.scope === "superAdmin" ? testSuperAdminKeys.us : agent.key;
      for (const prefixed of [path, path.replace(/^\/api\/external/, "/external")]) {
        const url = prefixed.replace(/\{[^}]+\}/g, () => crypto.randomUUID());
        const response = await callService(baseUrl, method, url, {
          key,
          header: keyHeaders[operation.scope],
          ...(operation.bodyType === "multipart" ? { form: new FormData() } : operation.body ? { body: {} } : {}),
        });
        if (response.status === 405 || response.status >= 500) problems.push(`${method} ${prefixed}: ${response.status}`);
        if (response.status === 404 && (response.body?.name !== "ENTITY_NOT_FOUND_ERROR" || response.body.details?.[0]?.entity === "Operation")) {
          problems.push(`${method} ${prefixed}: 404 without an entity`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
