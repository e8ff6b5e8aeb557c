import { afterAll, describe, expect, it } from "vitest";

import { eventually } from "@/tests/support/agent-service";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startTestServer, testSuperAdminKeys, type TestServer } from "@/tests/support/test-server.mjs";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

type Outcome = "ok" | "error" | "ratelimit" | "dropped" | "other";

describe("fault injection in the embedded service", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it("answers a share of requests 500 or 429 in the spec's shapes, drops some, and delays all", { timeout: 120_000 }, async () => {
    server = await startTestServer({ port: await freePort(), env: { AGENT_SERVICE_FAULTS: "error=0.3,ratelimit=0.3,drop=0.2,latency=50ms" } });
    const outcomes: Outcome[] = [];
    const problems: string[] = [];
    let slowest = 0;
    const expected = ["ok", "error", "ratelimit", "dropped"] as const;
    const hasSeenEach = () => expected.every((outcome) => outcomes.includes(outcome));
    for (let index = 0; index < 60 || (index < 400 && !hasSeenEach()); index += 1) {
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
    recordReliabilityFigures("fault-injection", {
      suite: "fault injection",
      targets: 1,
      inputs: outcomes.length,
      faultsInjected: outcomes.filter((outcome) => outcome !== "ok").length,
      failures: problems,
    });
    expect(problems).toEqual([]);
    expect(outcomes).not.toContain("other");
    for (const outcome of expected) expect(outcomes).toContain(outcome);
    expect(slowest).toBeGreaterThanOrEqual(50);

    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe("the console while the AI Agent API is down", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it("fails fast after a run of outages, says so on the health route, and pages still answer", { timeout: 120_000 }, async () => {
    server = await startTestServer({ port: await freePort(), env: { AGENT_SERVICE_FAULTS: "error=1", SWITCHBOARD_DEMO_DATA: "false" } });
    const session = new ConsoleSession(server.baseUrl, "198.18.11.1");
    expect(await session.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    const health = async () =>
      ((await (await session.request("/api/console/upstream-health")).json()) as { regions: { region: string; isAvailable: boolean }[] }).regions;
    expect((await health()).every((region) => region.isAvailable)).toBe(true);

    const validation = await session.request("/api/console/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Down", region: "us", key: "org_key_that_cannot_be_checked_now" }),
    });
    expect(validation.status).toBeGreaterThanOrEqual(400);
    await eventually(
      async () => {
        await session.request("/api/console/organizations", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Down", region: "us", key: "org_key_that_cannot_be_checked_now" }),
        });
        return (await health()).find((region) => region.region === "us" && !region.isAvailable);
      },
      30_000,
      200,
    );

    for (const page of ["/agents", "/settings", "/inbox"]) expect((await session.request(page)).status).toBe(200);
  });
});
