import type { Region } from "@/lib/regions";

import { testSuperAdminKeys } from "./test-server.mjs";

export type KeyHeader = "Agent-Secret-Key" | "Organization-Secret-Key" | "Super-Admin-Secret-Key" | "Authorization";

/** The two path prefixes every operation answers under. */
export const prefixes = ["/api/external", "/external"] as const;

export type ServiceResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** Calls the embedded service over real HTTP, with one key in one header. */
export async function callService<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string; header?: KeyHeader; body?: unknown; region?: Region; form?: FormData } = {},
): Promise<ServiceResponse<T>> {
  const headers = new Headers();
  if (options.key) headers.set(options.header ?? "Agent-Secret-Key", options.header === "Authorization" ? `Bearer ${options.key}` : options.key);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const base = options.region === "eu" ? `${baseUrl}/regions/eu` : baseUrl;
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export type TestOrganization = { id: string; key: string; region: Region };
export type TestAgent = { id: string; key: string; keyId: string; organization: TestOrganization };

let counter = 0;
/** Test files run side by side against one service, each counting from 1: this tells their organizations apart. */
const runTag = crypto.randomUUID().slice(0, 8);

export async function createTestOrganization(baseUrl: string, region: Region = "us"): Promise<TestOrganization> {
  counter += 1;
  const response = await callService(baseUrl, "POST", "/external/organizations", {
    key: testSuperAdminKeys[region],
    header: "Super-Admin-Secret-Key",
    region,
    body: {
      name: `Test organization ${counter}`,
      users: [{ email: `owner${counter}@example.test`, role: "owner" }],
      licenseKey: `license-${runTag}-${counter}`,
    },
  });
  if (response.status !== 201) throw new Error(`organization creation answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { id: response.body.id, key: response.body.organizationApiKey, region };
}

/** An organization with one agent and one agent key, ready for agent-scope calls. */
export async function createTestAgent(
  baseUrl: string,
  options: { organization?: TestOrganization; region?: Region; name?: string; instructions?: string } = {},
): Promise<TestAgent> {
  const organization = options.organization ?? (await createTestOrganization(baseUrl, options.region));
  const org = { key: organization.key, header: "Organization-Secret-Key" as const, region: organization.region };
  const roles = await callService(baseUrl, "GET", "/external/agent-roles/by-api-key", org);
  const agent = await callService(baseUrl, "POST", "/external/agents", {
    ...org,
    body: {
      roleId: roles.body[0].id,
      name: options.name ?? "Test agent",
      publicName: options.name ?? "Test agent",
      instructions: options.instructions,
      outputJsonSchema: "{}",
      tags: ["test"],
      isApiSkillEnabled: true,
    },
  });
  if (agent.status !== 201) throw new Error(`agent creation answered ${agent.status}: ${JSON.stringify(agent.body)}`);
  const key = await callService(baseUrl, "POST", `/external/agent-api-keys/${agent.body.id}`, { ...org, body: { name: "Test key" } });
  if (key.status !== 201) throw new Error(`key creation answered ${key.status}: ${JSON.stringify(key.body)}`);
  return { id: agent.body.id, key: key.body.apiKey, keyId: key.body.id, organization };
}

/** A conversation user of the agent and a conversation of theirs, as the service answered them. */
export async function createTestConversation(baseUrl: string, agent: TestAgent, title = "Test conversation") {
  const user = await callService(baseUrl, "POST", "/external/users", {
    key: agent.key,
    region: agent.organization.region,
    body: { firstName: "Ada", lastName: "Lovelace", email: `ada-${crypto.randomUUID()}@example.test` },
  });
  if (user.status !== 201) throw new Error(`user creation answered ${user.status}: ${JSON.stringify(user.body)}`);
  const conversation = await callService(baseUrl, "POST", "/external/conversations", {
    key: agent.key,
    region: agent.organization.region,
    body: { conversationUserId: user.body.id, title },
  });
  if (conversation.status !== 201) throw new Error(`conversation creation answered ${conversation.status}: ${JSON.stringify(conversation.body)}`);
  return { user: user.body, conversation: conversation.body };
}

/** Polls until `check` returns a value, or fails after the timeout. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
