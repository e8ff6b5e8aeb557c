import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, type TestAgent } from "@/tests/support/agent-service";
import { connectTestAgent } from "@/tests/support/console-connect";
import { startConsoleBehind, startDeploymentRelay, type DeploymentRelay, type RelayChoice } from "@/tests/support/deployment-relay";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import type { TestServer } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const isRotation = (method: string | undefined, path: string) => method === "POST" && /\/api-key\/[^/]+\/rotate$/.test(path);

/**
 * A deployment whose first key rotation is done but never answered (the connection drops), and which then fails
 * the client's retries of it with a 500, so that the console's request fails after the secret has changed.
 */
async function startDeploymentThatLosesARotation(target: string): Promise<DeploymentRelay & { rotations: number }> {
  let rotations = 0;
  const relay = await startDeploymentRelay(target, ({ method, path }): RelayChoice => {
    const rotation = isRotation(method, path) ? ++rotations : 0;
    if (rotation === 2 || rotation === 3) return { status: 500, body: { status: 500, message: "Internal Server Error" } };
    return rotation === 1 ? "pass-and-drop-the-answer" : "pass";
  });
  return Object.defineProperty(relay, "rotations", { get: () => rotations }) as DeploymentRelay & { rotations: number };
}

describe("a rotation of the console's own key whose answer was lost", () => {
  let relay: DeploymentRelay & { rotations: number };
  let server: TestServer | undefined;

  beforeAll(async () => {
    relay = await startDeploymentThatLosesARotation(baseUrl);
    server = await startConsoleBehind(relay);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    relay?.close();
  });

  it(
    "is still the console's when the admin rotates again: the new secret goes into the vault, and the console keeps working",
    { timeout: 60_000 },
    async () => {
      const session = new ConsoleSession(server!.baseUrl, "198.18.7.3");
      await session.signIn(testUsers.superadmin.email, testPassword);
      const agent: TestAgent = await createTestAgent(baseUrl, { name: "Rotated by hand agent" });
      // Connected by hand, the key is labelled after its agent in the vault, not after the upstream key's name.
      const organizationId = await connectTestAgent(session, agent, `Lost rotation ${Date.now()}`);
      const keysPath = `/api/console/organizations/${organizationId}/agents/${agent.id}/keys`;

      const lost = await session.request(`${keysPath}/${agent.keyId}/rotate`, { method: "POST" });
      expect(lost.status).toBeGreaterThanOrEqual(500);
      expect(relay.rotations).toBe(3);
      // The secret did change upstream: the one the console holds no longer works.
      const withOldSecret = await callService(baseUrl, "GET", "/external/conversations", { key: agent.key });
      expect(withOldSecret.status).toBe(403);

      const again = await session.request(`${keysPath}/${agent.keyId}/rotate`, { method: "POST" });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ id: agent.keyId, isUsedByConsole: true, reveal: null });

      const keys = (await (await session.request(keysPath)).json()) as { id: string; isUsedByConsole: boolean }[];
      expect(keys.find((listed) => listed.id === agent.keyId)).toMatchObject({ isUsedByConsole: true });
      const consoleKey = await session.request(`/api/console/organizations/${organizationId}/agents/${agent.id}/console-key`);
      expect(await consoleKey.json()).toEqual({ keyStatus: "active" });
    },
  );
});
