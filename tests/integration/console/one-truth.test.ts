import { beforeAll, describe, expect, inject, it } from "vitest";

import type { AgentUsage, UsageConversationsPage } from "@/lib/schemas/console/usage";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testAgentsAmount } from "@/tests/support/test-plans.mjs";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { invitationToken, truthOnboarding } from "@/tests/support/truth-organization";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type PlatformUser = { email: string; firstName: string; lastName: string; role: string | null; status: string | null };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("one truth per fact across the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.16.1");
  const suffix = Date.now().toString(36);
  let organizationId = "";

  const read = async <T>(path: string) => {
    const response = await superadmin.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };

  let owner = "";
  let pending = "";
  /** An organization of its own on the Starter plan, with one agent, so nothing here changes what other tests read. */
  let created: { organization: { id: string }; invitations: { email: string; inviteUrl: string }[] };
  let agentPath = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    organizationId = await northwindOrganizationId(superadmin);
    const onboarding = truthOnboarding(suffix, await read<{ id: string; title: string }[]>("/api/console/admin/subscriptions?region=us"));
    ({ owner, pending } = onboarding);
    const onboarded = await superadmin.request("/api/console/admin/organizations", json("POST", onboarding.body));
    expect(onboarded.status, await onboarded.clone().text()).toBe(201);
    created = (await onboarded.json()) as typeof created;
    const roles = await read<{ id: string }[]>(`/api/console/organizations/${created.organization.id}/agent-roles`);
    const agent = await superadmin.request(
      `/api/console/organizations/${created.organization.id}/agents`,
      json("POST", { roleId: roles[0]!.id, name: `Truth agent ${suffix}`, publicName: "Pat", tags: [], outputJsonSchema: "{}" }),
    );
    expect(agent.status, await agent.clone().text()).toBe(201);
    agentPath = `/api/console/organizations/${created.organization.id}/agents/${((await agent.json()) as { id: string }).id}`;
  });

  it("shows a platform user who accepted their invitation as active and by their name, as Settings → Users does, and one still invited as invited", async () => {
    const platformUsersPath = `/api/console/organizations/${created.organization.id}/platform-users`;
    const before = await read<PlatformUser[]>(platformUsersPath);
    expect(before.map(({ email, status }) => ({ email, status }))).toEqual([
      { email: owner, status: "invited" },
      { email: pending, status: "invited" },
    ]);

    const accepted = await fetch(`${baseUrl}/api/console/invitations/accept`, {
      ...json("POST", { token: invitationToken(created.invitations, owner), name: "Olive Owens-Park", password: testPassword }),
    });
    expect(accepted.status).toBe(201);

    const after = await read<PlatformUser[]>(platformUsersPath);
    expect(after).toEqual([
      expect.objectContaining({ email: owner, firstName: "Olive", lastName: "Owens-Park", role: "owner", status: "active" }),
      expect.objectContaining({ email: pending, firstName: "", lastName: "", role: "admin", status: "invited" }),
    ]);
    const consoleUsers = await read<{ email: string; name: string; status: string }[]>("/api/console/users");
    expect(consoleUsers.find((user) => user.email === owner)).toMatchObject({ name: "Olive Owens-Park", status: "active" });
    expect(consoleUsers.find((user) => user.email === pending)).toBeUndefined();
  });

  it("shows the demo organization on the plan Subscriptions counts it on, in the tenant table, on the usage page and for limits", async () => {
    const rows = await read<{ id: string; name: string; subscription: { title: string } | null }[]>("/api/console/admin/organizations");
    const northwind = rows.find((row) => row.id === organizationId)!;
    expect(northwind.subscription).toMatchObject({ title: "Starter", isTrial: false, agentsAmount: testAgentsAmount });
    const usage = await read<{ quotas: { subscription: { title: string } } | null }>(`/api/console/organizations/${organizationId}/usage?range=7d`);
    expect(usage.quotas!.subscription.title).toBe("Starter");
    const starter = (await read<{ title: string; organizationsCount: number }[]>("/api/console/admin/subscriptions?region=us")).find(
      (plan) => plan.title === "Starter",
    )!;
    expect(starter.organizationsCount).toBeGreaterThanOrEqual(1);
    const agentId = await northwindAgentId(superadmin, organizationId, "Northwind Support");
    const limits = await read<{ plan: { title: string; tokensAmountPerMonth: number } | null }>(
      `/api/console/organizations/${organizationId}/agents/${agentId}/limits`,
    );
    expect(limits.plan).toMatchObject({ title: "Starter", tokensAmountPerMonth: 2_000_000 });
  });

  it("refuses an agent's or a user's limit above the plan's quota on its field, before asking the API", async () => {
    const amounts = { tokensAmountPerMonth: 99_999_999_999_999, smsAmountPerMonth: 10, emailsAmountPerMonth: 20, secondsAmountPerMonth: 6_001 };
    for (const method of ["POST", "PUT"]) {
      const refused = await superadmin.request(`${agentPath}/limits`, json(method, amounts));
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error).toMatchObject({
        code: "INVALID_INPUT",
        fields: {
          tokensAmountPerMonth: "The plan allows at most 2,000,000 tokens a month",
          secondsAmountPerMonth: "The plan allows at most 6,000 seconds of voice calls a month",
        },
      });
    }
    expect((await read<{ limits: { isOrganizationDefault: boolean } }>(`${agentPath}/limits`)).limits.isOrganizationDefault).toBe(true);

    const created = await superadmin.request(
      `${agentPath}/users`,
      json("POST", { firstName: "Quota", lastName: "Tester", email: `quota-${suffix}@example.test` }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const refused = await superadmin.request(
      `${agentPath}/users/${id}/limits`,
      json("POST", { ...amounts, tokensAmountPerMonth: 2_000_001, secondsAmountPerMonth: 0 }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({ tokensAmountPerMonth: "The plan allows at most 2,000,000 tokens a month" });
  });

  it("leaves a playground chat out of usage unless playground=include asks for it", async () => {
    const agentId = agentPath.split("/").at(-1)!;
    const playground = `${agentPath}/playground`;
    const conversation = await superadmin.request(`${playground}/conversations`, { method: "POST" });
    expect(conversation.status).toBe(201);
    const { id: conversationId } = (await conversation.json()) as { id: string };
    const sent = await superadmin.request(`${playground}/conversations/${conversationId}/messages`, json("POST", { message: "Do you ship abroad?" }));
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);

    const usagePath = `/api/console/organizations/${created.organization.id}/usage`;
    const agentUsage = (search: string) => read<AgentUsage>(`${usagePath}/agents/${agentId}?range=24h&tz=UTC${search}`);
    const without = await agentUsage("");
    expect(without.totals).toMatchObject({ conversations: 0, messages: 0, tokens: 0, activeUsers: 0 });
    expect(without.users).toEqual([]);
    const withTests = await agentUsage("&playground=include");
    expect(withTests.totals).toMatchObject({ conversations: 1, messages: 2, activeUsers: 1 });
    expect(withTests.totals.tokens).toBeGreaterThan(0);

    const overview = (search: string) =>
      read<{ agents: { agentId: string; totals: { conversations: number } | null }[] }>(`${usagePath}?range=24h&tz=UTC${search}`);
    expect((await overview("")).agents.find((candidate) => candidate.agentId === agentId)!.totals!.conversations).toBe(0);
    expect((await overview("&playground=include")).agents.find((candidate) => candidate.agentId === agentId)!.totals!.conversations).toBe(1);

    const period = new URLSearchParams({ from: without.range.start, to: new Date(Date.now() + 60_000).toISOString() });
    const conversations = (search: string) => read<UsageConversationsPage>(`${usagePath}/agents/${agentId}/conversations?${period}${search}`);
    expect((await conversations("")).totalItems).toBe(0);
    expect((await conversations("&playground=include")).conversations.map((listed) => listed.id)).toEqual([conversationId]);
  });
});
