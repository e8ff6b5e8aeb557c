import { expect } from "vitest";

import type { TestAgent } from "./agent-service";
import type { ConsoleSession } from "./http-session";

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Connects the agent's organization (under `name`) and its agent key to the console; answers the organization's console id. */
export async function connectTestAgent(session: ConsoleSession, agent: TestAgent, name: string): Promise<string> {
  const connected = await session.request("/api/console/organizations", { method: "POST", ...json({ name, region: "us", key: agent.organization.key }) });
  expect(connected.status).toBe(201);
  const organizationId = ((await connected.json()) as { id: string }).id;
  const key = await session.request(`/api/console/organizations/${organizationId}/keys`, { method: "POST", ...json({ scope: "agent", key: agent.key }) });
  expect(key.status).toBe(201);
  return organizationId;
}
