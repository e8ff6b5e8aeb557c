import { expect } from "vitest";

import type { TestAgent } from "./agent-service";
import { connectTestAgent } from "./console-connect";
import { ConsoleSession } from "./http-session";
import { testPassword, testUsers } from "./test-users.mjs";

/**
 * Signs in as the super admin, connects the agent's organization and agent key to the console, and opens its
 * inbox, which registers the console's receiver for the agent's events. Answers the session and the inbox path.
 */
export async function openConsoleInbox(baseUrl: string, agent: TestAgent, clientAddress: string) {
  const session = new ConsoleSession(baseUrl, clientAddress);
  expect(await session.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
  const organizationId = await connectTestAgent(session, agent, `Organization ${crypto.randomUUID().slice(0, 8)}`);
  const inbox = `/api/console/organizations/${organizationId}/inbox`;
  expect((await session.request(`${inbox}/conversations`)).status).toBe(200);
  const webhooks = (await (await session.request(`/api/console/organizations/${organizationId}/agents/${agent.id}/webhooks`)).json()) as {
    id: string;
    url: string;
  }[];
  expect(webhooks.length).toBeGreaterThan(0);
  return { session, organizationId, inbox, webhooks };
}
