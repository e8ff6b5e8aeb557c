import { afterAll, describe, expect, it } from "vitest";

import { callService } from "@/tests/support/agent-service";
import { freePort } from "@/tests/support/free-port";
import { startTestServer, testSuperAdminKeys, type TestServer } from "@/tests/support/test-server.mjs";

describe("with a real deployment configured", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it("turns the embedded service off: its paths answer 404", { timeout: 60_000 }, async () => {
    server = await startTestServer({ port: await freePort(), env: { AGENT_API_US_URL: "https://agents.example.test" } });
    for (const path of ["/external/subscriptions", "/api/external/subscriptions", "/regions/eu/external/subscriptions", "/api/external/docs/openapi.json"]) {
      const response = await callService(server.baseUrl, "GET", path, { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" });
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ status: 404, name: "ENTITY_NOT_FOUND_ERROR" });
    }
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
