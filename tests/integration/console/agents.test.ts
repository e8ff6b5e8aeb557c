import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type Summary = {
  id: string;
  name: string | null;
  publicName: string | null;
  status: string | null;
  conversations: number | null;
  lastActivityAt: string | null;
  keyStatus: string;
  problem: string | null;
};
type Detail = Record<string, unknown> & { id: string; name: string; skills: { systemName: string; status: string }[] };

describe("agents through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.3.1");
  let organizationId = "";
  let agentsPath = "";
  let createdId = "";
  const suffix = Date.now().toString(36);

  const listAgents = async () => (await (await superadmin.request(agentsPath)).json()) as Summary[];

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
    agentsPath = `/api/console/organizations/${organizationId}/agents`;
  });

  it("lists Northwind's two demo agents with their conversations from the demo data and working keys", async () => {
    const response = await superadmin.request(agentsPath);
    expect(response.status).toBe(200);
    const agents = (await response.json()) as Summary[];
    const demo = agents.filter((agent) => agent.name === "Northwind Support" || agent.name === "Northwind Sales");
    expect(demo).toHaveLength(2);
    const support = demo.find((agent) => agent.name === "Northwind Support")!;
    const sales = demo.find((agent) => agent.name === "Northwind Sales")!;
    expect(support).toMatchObject({ publicName: "Nia", status: "active", keyStatus: "active", problem: null });
    expect(support.conversations).toBeGreaterThanOrEqual(3);
    expect(sales).toMatchObject({ publicName: "Theo", keyStatus: "active", problem: null });
    expect(sales.conversations).toBeGreaterThanOrEqual(1);
    for (const agent of demo) expect(Date.parse(agent.lastActivityAt!)).not.toBeNaN();
  });

  it("offers the roles an agent can be created with", async () => {
    const response = await superadmin.request(`/api/console/organizations/${organizationId}/agent-roles`);
    expect(response.status).toBe(200);
    const roles = (await response.json()) as { id: string; name: string; description: string }[];
    expect(roles.map((role) => role.name)).toEqual(expect.arrayContaining(["Customer support", "Sales assistant"]));
  });

  it("creates an agent with the console's key for it, so it is listed at once with a working key", async () => {
    const roles = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string; name: string }[];
    const response = await superadmin.request(
      agentsPath,
      json("POST", {
        roleId: roles.find((role) => role.name === "Customer support")!.id,
        name: `Returns desk ${suffix}`,
        publicName: "Rae",
        description: "Handles returns.",
        instructions: "Explain the returns policy.",
        model: "gpt-5-mini",
        tags: ["returns"],
        outputJsonSchema: "{}",
      }),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as Summary;
    expect(created).toMatchObject({ name: `Returns desk ${suffix}`, publicName: "Rae", keyStatus: "active", conversations: 0, problem: null });
    createdId = created.id;

    const listed = (await listAgents()).find((agent) => agent.id === createdId);
    expect(listed).toMatchObject({ name: `Returns desk ${suffix}`, keyStatus: "active", conversations: 0, lastActivityAt: null });

    const keys = (await (await superadmin.request(`${agentsPath}/${createdId}/keys`)).json()) as { name: string; isUsedByConsole: boolean }[];
    expect(keys).toEqual([expect.objectContaining({ name: "Switchboard console", isUsedByConsole: true })]);

    const audit = (await (await superadmin.request("/api/console/audit?action=agent.create")).json()) as { entries: { outcome: string; target: string }[] };
    expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining(createdId) });
  });

  it("shows the agent's configuration and skills, and nothing the browser does not need", async () => {
    const response = await superadmin.request(`${agentsPath}/${createdId}`);
    expect(response.status).toBe(200);
    const agent = (await response.json()) as Detail;
    expect(agent).toMatchObject({
      id: createdId,
      name: `Returns desk ${suffix}`,
      role: "Customer support",
      status: "active",
      instructions: "Explain the returns policy.",
      model: "gpt-5-mini",
      tags: ["returns"],
      outputJsonSchema: "{}",
    });
    expect(agent.skills).toEqual(expect.arrayContaining([{ systemName: "API", status: expect.any(String) }]));
    for (const field of ["vectorStoreId", "organizationId", "aiConfig"]) expect(agent).not.toHaveProperty(field);
  });

  it("updates the configuration and reads it back", async () => {
    const response = await superadmin.request(
      `${agentsPath}/${createdId}`,
      json("PUT", {
        name: `Returns desk ${suffix} (EU)`,
        instructions: "Explain the returns policy in two sentences.",
        temperature: 0.3,
        status: "draft",
        isOutputJsonSchemaEnabled: true,
        outputJsonSchema: '{"type":"object","properties":{"answer":{"type":"string"}}}',
        defaultErrorMessage: "Sorry, I cannot help with that.",
      }),
    );
    expect(response.status).toBe(200);
    const expected = {
      name: `Returns desk ${suffix} (EU)`,
      instructions: "Explain the returns policy in two sentences.",
      temperature: 0.3,
      status: "draft",
      isOutputJsonSchemaEnabled: true,
      defaultErrorMessage: "Sorry, I cannot help with that.",
    };
    expect(await response.json()).toMatchObject(expected);
    expect(await (await superadmin.request(`${agentsPath}/${createdId}`)).json()).toMatchObject(expected);
    expect((await listAgents()).find((agent) => agent.id === createdId)).toMatchObject({ name: expected.name, status: "draft" });
  });

  it("answers bad fields with a 400 that names each field", async () => {
    const update = await superadmin.request(`${agentsPath}/${createdId}`, json("PUT", { name: " ", temperature: 5, outputJsonSchema: "[1, 2]" }));
    expect(update.status).toBe(400);
    const { error } = (await update.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("INVALID_INPUT");
    expect(Object.keys(error.fields).sort()).toEqual(["name", "outputJsonSchema", "temperature"]);

    const create = await superadmin.request(agentsPath, json("POST", { name: "No role", publicName: "No role", tags: [], outputJsonSchema: "{}" }));
    expect(create.status).toBe(400);
    expect(((await create.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("roleId");
  });

  it("answers 404 for an agent the API does not have", async () => {
    const unknown = `${agentsPath}/00000000-0000-4000-8000-00000000beef`;
    expect((await superadmin.request(unknown)).status).toBe(404);
    expect((await superadmin.request(unknown, json("PUT", { name: "Ghost", outputJsonSchema: "{}" }))).status).toBe(404);
    const malformed = await superadmin.request(`${agentsPath}/${encodeURIComponent("not an id!")}`);
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
