import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { svcFunctions } from "@/lib/db/schema";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const unique = () => `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;

type FunctionView = { id: string; name: string; enabled: boolean; parameters: unknown; endpoint: { url: string; method: string; headers: unknown } };
type PlatformUser = { id: string; email: string; role: string | null; status: string | null };

describe("the function library and platform users through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.6.1");
  let organizationId = "";
  const functionsPath = () => `/api/console/organizations/${organizationId}/functions`;
  const platformUsersPath = () => `/api/console/organizations/${organizationId}/platform-users`;
  const weather = (name: string) => ({
    name,
    description: "The weather now in a city.",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    endpoint: { method: "GET", url: "https://93.184.215.14/weather", headers: { Authorization: "Bearer t" } },
  });

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
  });

  describe("functions", () => {
    it.runIf(inject("databaseUrl"))("shows header values masked, and keeps the stored secret when a masked value comes back", async () => {
      const name = `masked_${unique()}`;
      const body = weather(name);
      const created = await superadmin.request(functionsPath(), {
        method: "POST",
        ...json({ ...body, endpoint: { ...body.endpoint, headers: { Authorization: "Bearer secret-token-9876" } } }),
      });
      const shown = (await created.json()) as FunctionView;
      expect(shown.endpoint.headers).toEqual({ Authorization: "••••••9876" });
      expect(JSON.stringify(shown)).not.toContain("secret-token");

      const edited = await superadmin.request(`${functionsPath()}/${shown.id}`, {
        method: "PATCH",
        ...json({ description: "Changed.", endpoint: { ...body.endpoint, headers: { Authorization: "••••••9876", "X-Extra": "plain" } } }),
      });
      expect(edited.status).toBe(200);
      const database = openDatabase({ driver: "postgres", url: inject("databaseUrl") });
      try {
        const [stored] = await database.db.select().from(svcFunctions).where(eq(svcFunctions.id, shown.id));
        expect(stored!.endpoint.headers).toEqual({ Authorization: "Bearer secret-token-9876", "X-Extra": "plain" });
      } finally {
        await database.close();
      }
    });

    it("creates a function with a parameters schema, showing the browser only the fields it names", async () => {
      const name = `get_weather_${unique()}`;
      const created = await superadmin.request(functionsPath(), { method: "POST", ...json(weather(name)) });
      expect(created.status).toBe(201);
      const body = (await created.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(["createdAt", "description", "enabled", "endpoint", "id", "name", "parameters", "updatedAt"]);
      expect(body).toMatchObject({ name, enabled: true, endpoint: { method: "GET", headers: { Authorization: "••••••" } } });

      const listed = (await (await superadmin.request(functionsPath())).json()) as FunctionView[];
      expect(listed.map((item) => item.name)).toContain(name);
    });

    it("refuses an invalid schema with the problem on its path, before the API is called", async () => {
      const body = { ...weather(`bad_${unique()}`), parameters: { type: "object", properties: { city: { type: "strng" } } } };
      const response = await superadmin.request(functionsPath(), { method: "POST", ...json(body) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "INVALID_INPUT", fields: { "parameters.properties.city.type": expect.stringContaining("strng") } },
      });
    });

    it("brings the API's refusals back on their fields: a taken name, a URL that is not public", async () => {
      const name = `taken_${unique()}`;
      expect((await superadmin.request(functionsPath(), { method: "POST", ...json(weather(name)) })).status).toBe(201);
      const again = await superadmin.request(functionsPath(), { method: "POST", ...json(weather(name)) });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", fields: { name: expect.stringContaining(name) } } });

      const privateUrl = { ...weather(`private_${unique()}`), endpoint: { method: "POST", url: "https://10.1.2.3/hook" } };
      const refused = await superadmin.request(functionsPath(), { method: "POST", ...json(privateUrl) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { fields: { "endpoint.url": expect.stringContaining("not public") } } });
    });

    it("reads, switches off, renames and deletes a function, each change audited", async () => {
      const name = `lifecycle_${unique()}`;
      const created = (await (await superadmin.request(functionsPath(), { method: "POST", ...json(weather(name)) })).json()) as FunctionView;
      const path = `${functionsPath()}/${created.id}`;

      expect(await (await superadmin.request(path)).json()).toMatchObject({ id: created.id, name });

      const disabled = await superadmin.request(path, { method: "PATCH", ...json({ enabled: false }) });
      expect(disabled.status).toBe(200);
      expect(await disabled.json()).toMatchObject({ name, enabled: false, parameters: created.parameters, endpoint: created.endpoint });

      const renamed = await superadmin.request(path, { method: "PATCH", ...json({ name: `${name}_2` }) });
      expect(await renamed.json()).toMatchObject({ name: `${name}_2`, enabled: false });

      const deleted = await superadmin.request(path, { method: "DELETE" });
      expect(deleted.status).toBe(204);
      const gone = await superadmin.request(path);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toMatchObject({ error: { code: "NOT_FOUND" } });

      const audit = (await (await superadmin.request("/api/console/audit?action=function.delete")).json()) as {
        entries: { outcome: string; target: string }[];
      };
      expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining(created.id) });
    });
  });

  describe("platform users", () => {
    const users = async (query = "") => (await (await superadmin.request(`${platformUsersPath()}${query}`)).json()) as PlatformUser[];
    const byEmail = async (email: string) => (await users()).find((user) => user.email === email)!;

    it("lists the organization's platform users with role and status, and filters by role", async () => {
      const all = await users();
      expect(all).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: "owner@northwind.test", role: "owner", status: expect.any(String) }),
          expect.objectContaining({ email: "support@northwind.test", role: expect.any(String) }),
        ]),
      );
      expect(Object.keys(all[0]!).sort()).toEqual(["email", "firstName", "id", "lastName", "phoneNumber", "role", "status"]);
      const owners = await users("?role=owner");
      expect(owners.length).toBeGreaterThan(0);
      expect(owners.every((user) => user.role === "owner")).toBe(true);

      const unknown = await superadmin.request(`${platformUsersPath()}?role=superuser`);
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ error: { fields: { role: expect.any(String) } } });
    });

    it("changes a user's role and back", async () => {
      const support = await byEmail("support@northwind.test");
      const changed = await superadmin.request(`${platformUsersPath()}/${support.id}`, { method: "PATCH", ...json({ role: "user" }) });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ id: support.id, role: "user" });
      expect((await byEmail("support@northwind.test")).role).toBe("user");

      const back = await superadmin.request(`${platformUsersPath()}/${support.id}`, { method: "PATCH", ...json({ role: "admin" }) });
      expect(await back.json()).toMatchObject({ role: "admin" });
    });

    it("disables and enables a user", async () => {
      const support = await byEmail("support@northwind.test");
      const disabled = await superadmin.request(`${platformUsersPath()}/${support.id}`, { method: "PATCH", ...json({ status: "disabled" }) });
      expect(await disabled.json()).toMatchObject({ status: "disabled" });
      const enabled = await superadmin.request(`${platformUsersPath()}/${support.id}`, { method: "PATCH", ...json({ status: "active" }) });
      expect(await enabled.json()).toMatchObject({ status: "active" });
    });

    it("passes on the API's refusal to demote the last owner, on the role field", async () => {
      const owners = await users("?role=owner");
      expect(owners).toHaveLength(1);
      const response = await superadmin.request(`${platformUsersPath()}/${owners[0]!.id}`, { method: "PATCH", ...json({ role: "admin" }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "UPSTREAM_REJECTED", message: expect.stringContaining("must keep an owner"), fields: { role: expect.any(String) } },
      });
      expect((await users("?role=owner")).map((user) => user.id)).toEqual([owners[0]!.id]);
    });

    it("refuses a status the API cannot set", async () => {
      const support = await byEmail("support@northwind.test");
      const response = await superadmin.request(`${platformUsersPath()}/${support.id}`, { method: "PATCH", ...json({ status: "invited" }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { status: expect.any(String) } } });
    });
  });
});
