import { expect } from "vitest";

import type { TestAgent } from "./agent-service";
import { ConsoleSession } from "./http-session";
import { testPassword, testUsers } from "./test-users.mjs";

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/**
 * Signs in as the super admin, connects the agent's organization and agent key to the console, and opens its
 * inbox, which registers the console's receiver for the agent's events. Answers the session and the inbox path.
 */
export async function openConsoleInbox(baseUrl: string, agent: TestAgent, clientAddress: string) {
  const session = new ConsoleSession(baseUrl, clientAddress);
  expect(await session.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
  const connected = await session.request("/api/console/organizations", {
    method: "POST",
    ...json({ name: `Organization ${crypto.randomUUID().slice(0, 8)}`, region: "us", key: agent.organization.key }),
  });
  expect(connected.status).toBe(201);
  const organizationId = ((await connected.json()) as { id: string }).id;
  const keyAdded = await session.request(`/api/console/organizations/${organizationId}/keys`, { method: "POST", ...json({ scope: "agent", key: agent.key }) });
  expect(keyAdded.status).toBe(201);
  const inbox = `/api/console/organizations/${organizationId}/inbox`;
  expect((await session.request(`${inbox}/conversations`)).status).toBe(200);
  const webhooks = (await (await session.request(`/api/console/organizations/${organizationId}/agents/${agent.id}/webhooks`)).json()) as { id: string; url: string }[];
  expect(webhooks.length).toBeGreaterThan(0);
  return { session, organizationId, inbox, webhooks };
}
