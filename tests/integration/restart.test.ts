import { afterAll, describe, expect, it } from "vitest";

import { loginThrottleLimits } from "@/lib/console/auth/login-throttle-policy";
import { ConsoleSession } from "@/tests/support/http-session";
import { freePort } from "@/tests/support/free-port";
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
    for (let attempt = 0; attempt < loginThrottleLimits.perAccount; attempt += 1) {
      await new ConsoleSession(server.baseUrl, "192.0.2.91").signIn(testUsers.viewer.email, "wrong-password");
    }

    const { dataDir } = server;
    await server.stop({ keepData: true });
    server = await startTestServer({ port, dataDir });

    const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", database: "pglite" });
    expect((await session.request("/api/console/session")).status).toBe(200);
    expect(await new ConsoleSession(server.baseUrl, "192.0.2.92").signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    expect(await new ConsoleSession(server.baseUrl, "192.0.2.93").signIn(testUsers.viewer.email, testPassword)).toMatch(
      /^RATE_LIMITED:/,
    );
  });
});
