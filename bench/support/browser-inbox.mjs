import { testSuperAdminKeys } from "../../tests/support/test-server.mjs";

/** Calls the embedded AI Agent API with one key; answers the parsed body, or throws on another status. */
export async function callAgentApi(baseUrl, method, path, { key, header = "Agent-Secret-Key", body, expected = [200, 201] } = {}) {
  const headers = new Headers({ [header]: key });
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * An organization with one agent on the embedded service (created with the server's US super-admin key),
 * connected to the console with its organization key and the agent's key, as an administrator would connect
 * it: the agent's conversations then reach the inbox.
 */
export async function connectInboxAgent(baseUrl, session, label, { superAdminKey = testSuperAdminKeys.us } = {}) {
  const superAdmin = { key: superAdminKey, header: "Super-Admin-Secret-Key" };
  const organization = await callAgentApi(baseUrl, "POST", "/external/organizations", {
    ...superAdmin,
    body: { name: label, users: [{ email: `owner.${Date.now()}@bench.test`, role: "owner" }], licenseKey: `license-${Date.now()}` },
  });
  const org = { key: organization.organizationApiKey, header: "Organization-Secret-Key" };
  const roles = await callAgentApi(baseUrl, "GET", "/external/agent-roles/by-api-key", org);
  const agent = await callAgentApi(baseUrl, "POST", "/external/agents", {
    ...org,
    body: { roleId: roles[0].id, name: `${label} agent`, publicName: `${label} agent`, outputJsonSchema: "{}", tags: ["bench"], isApiSkillEnabled: true },
  });
  const agentKey = await callAgentApi(baseUrl, "POST", `/external/agent-api-keys/${agent.id}`, { ...org, body: { name: "Customer widget" } });

  const connected = await session.json("POST", "/api/console/organizations", { name: label, region: "us", key: organization.organizationApiKey });
  await session.json("POST", `/api/console/organizations/${connected.id}/keys`, { scope: "agent", key: agentKey.apiKey });
  const inbox = `/api/console/organizations/${connected.id}/inbox`;
  // Reading the inbox once registers the console's webhook receiver for the agent's events.
  await session.json("GET", `${inbox}/conversations`);
  return { organizationId: connected.id, agentId: agent.id, agentKey: agentKey.apiKey, inbox };
}

/** A customer of the agent: starts a conversation and says things in it, over the API, with the agent's key. */
export function customerOf(baseUrl, agentKey) {
  const asAgent = { key: agentKey };
  return {
    async start(name) {
      const user = await callAgentApi(baseUrl, "POST", "/external/users", {
        ...asAgent,
        body: { firstName: name, lastName: "Customer", email: `${name.toLowerCase()}.${Date.now()}@bench.test` },
      });
      const conversation = await callAgentApi(baseUrl, "POST", "/external/conversations", { ...asAgent, body: { conversationUserId: user.id } });
      return conversation.id;
    },
    say(conversationId, message) {
      return callAgentApi(baseUrl, "POST", `/external/conversations/${conversationId}/messages`, { ...asAgent, body: { message } });
    },
  };
}
