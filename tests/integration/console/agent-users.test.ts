import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type User = { id: string; firstName: string; lastName: string; email: string | null; phoneNumber: string | null; isAnonymized: boolean };
type Page = { users: User[]; page: number; pageSize: number; totalItems: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };

describe("an agent's users through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.2");
  let agentPath = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    agentPath = `/api/console/organizations/${organizationId}/agents/${await northwindAgentId(superadmin, organizationId, "Northwind Support")}`;
  });

  it("lists the agent's conversation users page by page", async () => {
    const first = (await (await superadmin.request(`${agentPath}/users?pageSize=2`)).json()) as Page;
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasPreviousPage: false, hasNextPage: true });
    expect(first.users).toHaveLength(2);
    expect(first.totalItems).toBeGreaterThanOrEqual(3);

    const all = (await (await superadmin.request(`${agentPath}/users?pageSize=100`)).json()) as Page;
    expect(all.users.map((user) => user.email)).toEqual(
      expect.arrayContaining(["maria.lopez@example.com", "tom.becker@example.com", "aiko.tanaka@example.com"]),
    );
    expect(all.users.map((user) => user.email)).not.toContain("rivera@riverside-fc.example");

    const bad = await superadmin.request(`${agentPath}/users?page=0`);
    expect(bad.status).toBe(400);
  });

  it("finds a user by contact, says when nobody has it, and puts a bad contact on its field", async () => {
    const found = await superadmin.request(`${agentPath}/users/search?by=email&value=maria.lopez%40example.com`);
    expect(found.status).toBe(200);
    const result = (await found.json()) as { user: User; conversationIds: string[] };
    expect(result.user).toMatchObject({ firstName: "Maria", lastName: "Lopez", phoneNumber: null, isAnonymized: false });
    expect(result.conversationIds).toHaveLength(1);

    const nobody = await superadmin.request(`${agentPath}/users/search?by=email&value=nobody%40example.com`);
    expect(await nobody.json()).toEqual({ user: null, conversationIds: [] });

    const invalid = await superadmin.request(`${agentPath}/users/search?by=email&value=not-an-email`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { value: expect.any(String) } } });
  });

  it("adds, reads and deletes a conversation user, refusing a contact that is taken", async () => {
    const email = `e2e-${unique()}@example.com`;
    const missingContact = await superadmin.request(`${agentPath}/users`, { method: "POST", ...json({ firstName: "Ada", lastName: "Byron" }) });
    expect(missingContact.status).toBe(400);
    expect(await missingContact.json()).toMatchObject({ error: { fields: { email: "Give an email, a phone number or an external id." } } });

    const created = await superadmin.request(`${agentPath}/users`, { method: "POST", ...json({ firstName: "Ada", lastName: "Byron", email }) });
    expect(created.status).toBe(201);
    const user = (await created.json()) as User;
    const taken = await superadmin.request(`${agentPath}/users`, { method: "POST", ...json({ firstName: "Ada", lastName: "Again", email }) });
    expect(taken.status).toBe(400);

    const read = await superadmin.request(`${agentPath}/users/${user.id}`);
    expect(await read.json()).toMatchObject({ id: user.id, email, firstName: "Ada" });

    expect((await superadmin.request(`${agentPath}/users/${user.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await superadmin.request(`${agentPath}/users/${user.id}`)).status).toBe(404);
    const audit = (await (await superadmin.request("/api/console/audit?action=conversation_user.delete")).json()) as {
      entries: { outcome: string; target: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining(user.id) });
  });

  it("lists the platform users who work on the agent, with role, status and access", async () => {
    const response = await superadmin.request(`${agentPath}/platform-users`);
    expect(response.status).toBe(200);
    const users = (await response.json()) as { email: string; role: string; status: string; access: string }[];
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "owner@northwind.test", role: "owner", access: "organization", status: expect.any(String) }),
        expect.objectContaining({ email: "helpdesk@northwind.test", role: "user", access: "assigned" }),
      ]),
    );
  });
});
