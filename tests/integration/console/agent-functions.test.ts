import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { svcFunctions } from "@/lib/db/schema";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const unique = () => `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;

type FunctionView = {
  id: string;
  name: string;
  enabled: boolean;
  description: string;
  parameters: unknown;
  endpoint: { url: string; method: string; headers: unknown };
};

describe("an agent's own functions through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.2");
  let organizationId = "";
  let agentId = "";
  const functionsPath = () => `/api/console/organizations/${organizationId}/agents/${agentId}/functions`;
  const lookup = (name: string) => ({
    name,
    description: "Looks an order up by its number.",
    parameters: { type: "object", properties: { orderNumber: { type: "string" } }, required: ["orderNumber"] },
    endpoint: { method: "POST", url: "https://93.184.215.14/orders", headers: { Authorization: "Bearer order-token-4321" } },
  });

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    organizationId = await northwindOrganizationId(superadmin);
    agentId = await northwindAgentId(superadmin, organizationId, "Northwind Sales");
  });

  it("creates a function of the agent, apart from the library, with header values masked", async () => {
    const name = `lookup_order_${unique()}`;
    const created = await superadmin.request(functionsPath(), { method: "POST", ...json(lookup(name)) });
    expect(created.status).toBe(201);
    const shown = (await created.json()) as FunctionView;
    expect(Object.keys(shown).sort()).toEqual(["createdAt", "description", "enabled", "endpoint", "id", "name", "parameters", "updatedAt"]);
    expect(shown).toMatchObject({ name, enabled: true, endpoint: { headers: { Authorization: "••••••4321" } } });
    expect(JSON.stringify(shown)).not.toContain("order-token");

    const listed = (await (await superadmin.request(functionsPath())).json()) as FunctionView[];
    expect(listed.map((item) => item.name)).toContain(name);
    const library = (await (await superadmin.request(`/api/console/organizations/${organizationId}/functions`)).json()) as FunctionView[];
    expect(library.map((item) => item.name)).not.toContain(name);
  });

  it("refuses an invalid parameters schema with the problem on its path", async () => {
    const body = { ...lookup(`bad_${unique()}`), parameters: { type: "object", properties: { orderNumber: { type: "strng" } } } };
    const response = await superadmin.request(functionsPath(), { method: "POST", ...json(body) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "INVALID_INPUT", fields: { "parameters.properties.orderNumber.type": expect.stringContaining("strng") } },
    });
  });

  it("switches a function off and edits it whole, keeping the stored secret when a masked value comes back", async () => {
    const name = `toggle_${unique()}`;
    const created = (await (await superadmin.request(functionsPath(), { method: "POST", ...json(lookup(name)) })).json()) as FunctionView;
    const path = `${functionsPath()}/${created.id}`;

    const disabled = await superadmin.request(path, { method: "PATCH", ...json({ enabled: false }) });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({
      name,
      enabled: false,
      description: created.description,
      parameters: created.parameters,
      endpoint: created.endpoint,
    });

    const edited = await superadmin.request(path, {
      method: "PATCH",
      ...json({ ...lookup(name), description: "Changed.", endpoint: { ...lookup(name).endpoint, headers: { Authorization: "••••••4321" } } }),
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ description: "Changed.", enabled: false });

    const databaseUrl = inject("databaseUrl");
    if (databaseUrl) {
      const database = openDatabase({ driver: "postgres", url: databaseUrl });
      try {
        const [stored] = await database.db.select().from(svcFunctions).where(eq(svcFunctions.id, created.id));
        expect(stored!.endpoint.headers).toEqual({ Authorization: "Bearer order-token-4321" });
        expect(stored!.agentId).toBe(agentId);
      } finally {
        await database.close();
      }
    }
  });

  it("brings a taken name back on its field, and deletes a function, audited", async () => {
    const name = `taken_${unique()}`;
    const created = (await (await superadmin.request(functionsPath(), { method: "POST", ...json(lookup(name)) })).json()) as FunctionView;
    const again = await superadmin.request(functionsPath(), { method: "POST", ...json(lookup(name)) });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", fields: { name: expect.any(String) } } });

    const path = `${functionsPath()}/${created.id}`;
    expect((await superadmin.request(path, { method: "DELETE" })).status).toBe(204);
    const gone = await superadmin.request(path);
    expect(gone.status).toBe(404);
    const audit = (await (await superadmin.request("/api/console/audit?action=agent_function.delete")).json()) as {
      entries: { outcome: string; target: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining(created.id) });
  });
});
