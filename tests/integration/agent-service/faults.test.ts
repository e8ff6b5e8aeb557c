import { afterAll, describe, expect, it } from "vitest";

import { freePort } from "@/tests/support/free-port";
import { startTestServer, testSuperAdminKeys, type TestServer } from "@/tests/support/test-server.mjs";

type Outcome = "ok" | "error" | "ratelimit" | "dropped" | "other";

describe("fault injection in the embedded service", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it("answers a share of requests 500 or 429 in the spec's shapes, drops some, and delays all", { timeout: 120_000 }, async () => {
    server = await startTestServer({ port: await freePort(), env: { AGENT_SERVICE_FAULTS: "error=0.3,ratelimit=0.3,drop=0.2,latency=50ms" } });
    const outcomes: Outcome[] = [];
    const problems: string[] = [];
    let slowest = 0;
    for (let index = 0; index < 60; index += 1) {
      const started = performance.now();
      try {
        const response = await fetch(`${server.baseUrl}/external/subscriptions`, { headers: { "Super-Admin-Secret-Key": testSuperAdminKeys.us } });
        const body = (await response.json()) as Record<string, unknown>;
        if (response.status === 200) outcomes.push("ok");
        else if (response.status === 500) {
          outcomes.push("error");
          if (JSON.stringify(body) !== JSON.stringify({ status: 500, message: "Internal Server Error" })) problems.push(`500 body ${JSON.stringify(body)}`);
        } else if (response.status === 429) {
          outcomes.push("ratelimit");
          if (!response.headers.get("retry-after")) problems.push("429 without Retry-After");
          if (body.name !== "TOO_MANY_REQUESTS_ERROR") problems.push(`429 body ${JSON.stringify(body)}`);
        } else outcomes.push("other");
      } catch {
        outcomes.push("dropped");
      }
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(problems).toEqual([]);
    expect(outcomes).not.toContain("other");
    for (const outcome of ["ok", "error", "ratelimit", "dropped"] as const) expect(outcomes).toContain(outcome);
    expect(slowest).toBeGreaterThanOrEqual(50);

    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
