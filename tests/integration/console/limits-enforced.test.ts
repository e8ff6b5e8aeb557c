import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body?: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

type Refusal = {
  error: {
    code: string;
    message: string;
    limit?: { owner: string; field: string; amount: number; used: number; resetsAt?: string; href: string; hrefLabel: string };
  };
};

describe("a call the API refuses for a limit, through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.16.17");
  const suffix = `${Date.now().toString(36)}-limits`;
  let organizationPath = "";
  let agentId = "";

  const read = async <T>(path: string) => {
    const response = await superadmin.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const plans = await read<{ id: string; title: string }[]>("/api/console/admin/subscriptions?region=us");
    const onboarded = await superadmin.request(
      "/api/console/admin/organizations",
      json("POST", {
        name: `Limited ${suffix}`,
        region: "us",
        licenseKey: `limited-${suffix}`,
        subscriptionId: plans.find((plan) => plan.title === "Legacy Basic")!.id,
        endedAt: "2099-12-31",
        users: [{ email: `owner-${suffix}@limited.test`, role: "owner" }],
      }),
    );
    expect(onboarded.status, await onboarded.clone().text()).toBe(201);
    organizationPath = `/api/console/organizations/${((await onboarded.json()) as { organization: { id: string } }).organization.id}`;
    const roles = await read<{ id: string }[]>(`${organizationPath}/agent-roles`);
    const agent = await superadmin.request(
      `${organizationPath}/agents`,
      json("POST", { roleId: roles[0]!.id, name: "The one agent", publicName: "Una", tags: [], outputJsonSchema: "{}" }),
    );
    expect(agent.status, await agent.clone().text()).toBe(201);
    agentId = ((await agent.json()) as { id: string }).id;
  });

  it("answers 402 LIMIT_REACHED naming the subscription's agentsAmount, with where the quotas are", async () => {
    const roles = await read<{ id: string }[]>(`${organizationPath}/agent-roles`);
    const refused = await superadmin.request(
      `${organizationPath}/agents`,
      json("POST", { roleId: roles[0]!.id, name: "One too many", publicName: "Two", tags: [], outputJsonSchema: "{}" }),
    );
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      error: {
        code: "LIMIT_REACHED",
        message: "The subscription's limit of 1 agent is reached (1 already).",
        limit: { owner: "subscription", field: "agentsAmount", amount: 1, used: 1, href: "/usage", hrefLabel: "See the subscription's quotas" },
      },
    });
  });

  it("answers the playground's message 402 once a prompt spent the agent's tokens, with the agent's Limits tab, and the usage page counts the refusals at once", async () => {
    const limits = await superadmin.request(
      `${organizationPath}/agents/${agentId}/limits`,
      json("POST", { tokensAmountPerMonth: 1, smsAmountPerMonth: 0, emailsAmountPerMonth: 0, secondsAmountPerMonth: 0 }),
    );
    expect(limits.status, await limits.clone().text()).toBe(201);
    const playground = `${organizationPath}/agents/${agentId}/playground`;
    expect((await read<{ quotas: { refusals: unknown[] } }>(`${organizationPath}/usage?range=7d`)).quotas.refusals).toHaveLength(1);
    const prompted = await superadmin.request(`${playground}/prompts`, json("POST", { prompt: "What are your opening hours?" }));
    expect(await prompted.json()).toMatchObject({ status: "completed" });
    const conversation = (await (await superadmin.request(`${playground}/conversations`, json("POST"))).json()) as { id: string };
    const refused = await superadmin.request(`${playground}/conversations/${conversation.id}/messages`, json("POST", { message: "And on Sunday?" }));
    expect(refused.status).toBe(402);
    const body = (await refused.json()) as Refusal;
    expect(body.error).toMatchObject({
      code: "LIMIT_REACHED",
      message: expect.stringMatching(/^The agent's limit of 1 token a month is used up \(\d[\d,]* used this month\)\. It starts again on /),
    });
    expect(body.error.limit).toMatchObject({
      owner: "agent",
      field: "tokensAmountPerMonth",
      amount: 1,
      href: `/agents/${agentId}/limits`,
      hrefLabel: "Change the agent's limits",
    });

    const usage = await read<{ quotas: { refusals: { owner: string; field: string; count: number; agentId?: string }[] } }>(
      `${organizationPath}/usage?range=7d`,
    );
    expect(usage.quotas.refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ owner: "agent", agentId, field: "tokensAmountPerMonth", count: 1 }),
        expect.objectContaining({ owner: "subscription", field: "agentsAmount", count: 1 }),
      ]),
    );
  });
});
