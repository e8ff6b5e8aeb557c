import { afterAll, describe, expect, it } from "vitest";

import { loginThrottleLimits } from "@/lib/console/auth/login-throttle-policy";
import { callService, createTestAgent } from "@/tests/support/agent-service";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

describe("a restart on the embedded database", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it("keeps users, sign-in attempts and sessions", { timeout: 120_000 }, async () => {
    const port = await freePort();
    server = await startTestServer({ port });
    const session = new ConsoleSession(server.baseUrl, "192.0.2.90");
    expect(await session.signIn(testUsers.operator.email, testPassword)).toBeUndefined();
    for (let attempt = 0; attempt < loginThrottleLimits.perAccountAndAddress; attempt += 1) {
      await new ConsoleSession(server.baseUrl, "192.0.2.91").signIn(testUsers.viewer.email, "wrong-password");
    }

    // An organization of the embedded service, connected by its key as one of a remote deployment would be.
    const admin = new ConsoleSession(server.baseUrl, "192.0.2.94");
    expect(await admin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    const agent = await createTestAgent(server.baseUrl);
    const name = `Connected by key ${Date.now()}`;
    const connected = await admin.request("/api/console/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, region: "us", key: agent.organization.key }),
    });
    expect(connected.status).toBe(201);
    const agentKeys = async () =>
      (await callService(server!.baseUrl, "GET", `/external/agent-api-keys/${agent.id}`, { key: agent.organization.key, header: "Organization-Secret-Key" }))
        .body as unknown[];
    const keysBefore = (await agentKeys()).length;
    const organizationsOf = async () => (await (await admin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    const organizationsBefore = await organizationsOf();

    const { dataDir } = server;
    await server.stop({ keepData: true });
    server = await startTestServer({ port, dataDir });

    // The start connects the service's organizations the console does not know: not the one connected by its key.
    expect(await organizationsOf()).toEqual(organizationsBefore);
    expect(organizationsBefore.filter((organization) => organization.name === name)).toHaveLength(1);
    expect(await agentKeys()).toHaveLength(keysBefore);

    const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", database: "pglite" });
    expect((await session.request("/api/console/session")).status).toBe(200);
    expect(await new ConsoleSession(server.baseUrl, "192.0.2.92").signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    expect(await new ConsoleSession(server.baseUrl, "192.0.2.91").signIn(testUsers.viewer.email, testPassword)).toMatch(/^RATE_LIMITED:/);
  });
});
