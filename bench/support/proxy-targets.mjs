import { ConsoleSession } from "./console-session.mjs";
import { benchAdmin, benchSuperAdminKeys } from "./server.mjs";

/** Calls the AI Agent API of `baseUrl` with one key; throws unless it answers `expectedStatus`. */
async function callApi(baseUrl, method, path, { key, header, body }, expectedStatus) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { [header]: key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expectedStatus) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Creates `count` organizations in the AI Agent API at `apiBaseUrl` (with the super-admin key), each with one
 * agent. The API limits each organization to 1,000 requests a minute, so load is spread over several.
 */
export async function createApiOrganizations(apiBaseUrl, count) {
  const created = [];
  // A few at a time: quicker than one by one, without crowding the server.
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, offset) => createApiOrganization(apiBaseUrl, start + offset));
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/** One organization with one agent, read with the organization's key. */
async function createApiOrganization(apiBaseUrl, index) {
  const name = `Bench organization ${index + 1}`;
  const organization = await callApi(
    apiBaseUrl,
    "POST",
    "/external/organizations",
    {
      key: benchSuperAdminKeys.us,
      header: "Super-Admin-Secret-Key",
      body: { name, users: [{ email: `owner${index + 1}@bench.test`, role: "owner" }], licenseKey: `bench-${index + 1}` },
    },
    201,
  );
  const orgKey = { key: organization.organizationApiKey, header: "Organization-Secret-Key" };
  const [role] = await callApi(apiBaseUrl, "GET", "/external/agent-roles/by-api-key", orgKey, 200);
  const agent = await callApi(
    apiBaseUrl,
    "POST",
    "/external/agents",
    {
      ...orgKey,
      body: { roleId: role.id, name: `Bench agent ${index + 1}`, publicName: "Bench agent", outputJsonSchema: "{}", tags: ["bench"], isApiSkillEnabled: true },
    },
    201,
  );
  return { name, key: organization.organizationApiKey, agentId: agent.id };
}

/**
 * Signs in to the console at `consoleBaseUrl` as its super-admin and connects each organization by its key
 * (the key goes into the console's vault). Resolves with the signed-in session and, per organization, the
 * two ways to read its agent: through the console's proxy route, and straight from the API with the key.
 */
export async function connectToConsole(consoleBaseUrl, organizations) {
  const session = new ConsoleSession(consoleBaseUrl);
  await session.signIn(benchAdmin.email, benchAdmin.password);
  const connect = async (organization) => {
    const connected = await session.json("POST", "/api/console/organizations", { name: organization.name, region: "us", key: organization.key }, 201);
    return {
      proxy: { path: `/api/console/organizations/${connected.id}/agents/${organization.agentId}`, headers: { cookie: session.cookieHeader() } },
      direct: { path: `/external/agents/${organization.agentId}`, headers: { "Organization-Secret-Key": organization.key } },
    };
  };
  const targets = [];
  for (let start = 0; start < organizations.length; start += 4) {
    targets.push(...(await Promise.all(organizations.slice(start, start + 4).map(connect))));
  }
  return { session, targets };
}
