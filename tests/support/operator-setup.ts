import { expect } from "vitest";

import type { ConsoleSession } from "./http-session";
import { callServiceThroughFaults, confirmAction, type ActionTally } from "./operator-retry";
import { testSuperAdminKeys } from "./test-server.mjs";

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** One agent of the session: the key the console holds (and rotates), and the customer's own key for the chat. */
export type SessionAgent = {
  id: string;
  consoleKey: { id: string; secret: string };
  customerKey: string;
  conversationIds: string[];
};

export type OperatorWorld = { organizationId: string; organizationKey: string; agents: SessionAgent[] };

function created<T>(answer: { status: number; body: T }, what: string): T {
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * An organization with agents, each with a key for the console and one for its customers, and a few
 * conversations per agent, made through the service as its customers' systems would (through its faults);
 * then connected in the console by the super admin, whose requests are retried as an operator would.
 */
export async function buildOperatorWorld(
  baseUrl: string,
  superadmin: ConsoleSession,
  tally: ActionTally,
  options: { agents: number; conversationsPerAgent: number; label: string },
): Promise<OperatorWorld> {
  const organization = created(
    await callServiceThroughFaults(baseUrl, "POST", "/external/organizations", {
      key: testSuperAdminKeys.us,
      header: "Super-Admin-Secret-Key",
      body: {
        name: `${options.label} organization`,
        users: [{ email: `owner.${Date.now()}@example.test`, role: "owner" }],
        licenseKey: `license-${Date.now()}`,
      },
    }),
    "organization creation",
  ) as { id: string; organizationApiKey: string };
  const org = { key: organization.organizationApiKey, header: "Organization-Secret-Key" as const };
  const roles = created(await callServiceThroughFaults(baseUrl, "GET", "/external/agent-roles/by-api-key", org), "agent roles") as { id: string }[];

  const agents = await Promise.all(
    Array.from({ length: options.agents }, async (_, index): Promise<SessionAgent> => {
      const name = `${options.label} agent ${index + 1}`;
      const agent = created(
        await callServiceThroughFaults(baseUrl, "POST", "/external/agents", {
          ...org,
          body: { roleId: roles[0]!.id, name, publicName: name, outputJsonSchema: "{}", tags: ["operator-session"], isApiSkillEnabled: true },
        }),
        "agent creation",
      ) as { id: string };
      const newKey = async (keyName: string) =>
        created(
          await callServiceThroughFaults(baseUrl, "POST", `/external/agent-api-keys/${agent.id}`, { ...org, body: { name: keyName } }),
          "key creation",
        ) as {
          id: string;
          apiKey: string;
        };
      const consoleKey = await newKey("Console key");
      const customerKey = (await newKey("Website chat")).apiKey;
      const conversationIds = await Promise.all(
        Array.from({ length: options.conversationsPerAgent }, async (__, number) => {
          const customer = { key: customerKey };
          const user = created(
            await callServiceThroughFaults(baseUrl, "POST", "/external/users", {
              ...customer,
              body: { firstName: "Customer", lastName: `${index + 1}.${number + 1}`, email: `customer.${index + 1}.${number + 1}.${Date.now()}@example.test` },
            }),
            "user creation",
          ) as { id: string };
          const conversation = created(
            await callServiceThroughFaults(baseUrl, "POST", "/external/conversations", { ...customer, body: { conversationUserId: user.id } }),
            "conversation creation",
          ) as { id: string };
          return conversation.id;
        }),
      );
      return { id: agent.id, consoleKey: { id: consoleKey.id, secret: consoleKey.apiKey }, customerKey, conversationIds };
    }),
  );

  const connected = await confirmAction<{ id: string }>(tally, "connect organization", () =>
    superadmin.request("/api/console/organizations", { method: "POST", ...json({ name: `${options.label} organization`, region: "us", key: org.key }) }),
  );
  expect(connected?.id).toEqual(expect.any(String));
  const stored = await Promise.all(
    agents.map((agent) =>
      confirmAction(tally, "connect agent key", () =>
        superadmin.request(`/api/console/organizations/${connected!.id}/keys`, { method: "POST", ...json({ scope: "agent", key: agent.consoleKey.secret }) }),
      ),
    ),
  );
  expect(stored.every(Boolean)).toBe(true);
  return { organizationId: connected!.id, organizationKey: org.key, agents };
}
