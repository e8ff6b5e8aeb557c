import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type Overview = {
  limits: {
    id: string;
    isOrganizationDefault: boolean;
    tokensAmountPerMonth: number;
    smsAmountPerMonth: number;
    emailsAmountPerMonth: number;
    secondsAmountPerMonth: number;
  } | null;
  usage: { tokensAmount: number; smsAmount: number; emailsAmount: number; secondsAmount: number } | null;
  periodStart: string;
};

const amounts = { tokensAmountPerMonth: 50_000, smsAmountPerMonth: 10, emailsAmountPerMonth: 20, secondsAmountPerMonth: 300 };
const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
};

describe("agent and conversation-user limits through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.1");
  let agentPath = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    agentPath = `/api/console/organizations/${organizationId}/agents/${await northwindAgentId(superadmin, organizationId, "Northwind Support")}`;
  });

  const read = async (path: string) => {
    const response = await superadmin.request(path);
    expect(response.status).toBe(200);
    return (await response.json()) as Overview;
  };

  it("shows the organization's defaults with this month's usage beside them, and nothing the view does not name", async () => {
    const overview = await read(`${agentPath}/limits`);
    expect(overview.periodStart).toBe(monthStart());
    expect(overview.limits).toMatchObject({ isOrganizationDefault: true, tokensAmountPerMonth: expect.any(Number) });
    expect(Object.keys(overview.limits!).sort()).toEqual([
      "emailsAmountPerMonth",
      "id",
      "isOrganizationDefault",
      "secondsAmountPerMonth",
      "smsAmountPerMonth",
      "tokensAmountPerMonth",
    ]);
    expect(overview.usage!.tokensAmount).toBeGreaterThan(0);
  });

  it("creates, refuses a second creation, changes and removes the agent's limits, auditing each step", async () => {
    const refused = await superadmin.request(`${agentPath}/limits`, { method: "POST", ...json({ ...amounts, smsAmountPerMonth: -1 }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { smsAmountPerMonth: expect.any(String) } } });

    const created = await superadmin.request(`${agentPath}/limits`, { method: "POST", ...json(amounts) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ ...amounts, isOrganizationDefault: false });
    expect((await read(`${agentPath}/limits`)).limits).toMatchObject({ ...amounts, isOrganizationDefault: false });

    const again = await superadmin.request(`${agentPath}/limits`, { method: "POST", ...json(amounts) });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", message: expect.stringContaining("update them instead") } });

    const changed = await superadmin.request(`${agentPath}/limits`, { method: "PUT", ...json({ ...amounts, tokensAmountPerMonth: 75_000 }) });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ tokensAmountPerMonth: 75_000 });

    const removed = await superadmin.request(`${agentPath}/limits`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect((await read(`${agentPath}/limits`)).limits!.isOrganizationDefault).toBe(true);
    const removedAgain = await superadmin.request(`${agentPath}/limits`, { method: "DELETE" });
    expect(removedAgain.status).toBe(404);

    const audit = (await (await superadmin.request("/api/console/audit?action=agent_limits.update")).json()) as {
      entries: { outcome: string; target: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining("limits") });
  });

  it("shows a conversation user's limits with what they used this month, and sets and removes them", async () => {
    const search = await superadmin.request(`${agentPath}/users/search?by=email&value=aiko.tanaka%40example.com`);
    const { user } = (await search.json()) as { user: { id: string } };
    const userPath = `${agentPath}/users/${user.id}/limits`;

    const before = await read(userPath);
    expect(before.limits).toMatchObject({ isOrganizationDefault: true });
    expect(before.usage!.tokensAmount).toBeGreaterThan(0);
    expect(before.periodStart).toBe(monthStart());

    const created = await superadmin.request(userPath, { method: "POST", ...json(amounts) });
    expect(created.status).toBe(201);
    const changed = await superadmin.request(userPath, { method: "PUT", ...json({ ...amounts, emailsAmountPerMonth: 5 }) });
    expect(await changed.json()).toMatchObject({ emailsAmountPerMonth: 5, isOrganizationDefault: false });
    expect((await read(userPath)).limits).toMatchObject({ emailsAmountPerMonth: 5, isOrganizationDefault: false });

    expect((await superadmin.request(userPath, { method: "DELETE" })).status).toBe(204);
    expect((await read(userPath)).limits!.isOrganizationDefault).toBe(true);
  });

  it("says plainly when the user does not exist", async () => {
    const response = await superadmin.request(`${agentPath}/users/00000000-0000-4000-8000-000000000000/limits`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
