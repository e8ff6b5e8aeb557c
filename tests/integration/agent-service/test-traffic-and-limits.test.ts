import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, type TestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

async function chatAs(agent: TestAgent, user: { firstName: string; source?: string }) {
  const as = { key: agent.key };
  const created = await callService(baseUrl, "POST", "/external/users", {
    ...as,
    body: { ...user, lastName: "Tester", email: `${user.firstName.toLowerCase()}-${crypto.randomUUID()}@example.test` },
  });
  expect(created.status).toBe(201);
  const conversation = await callService(baseUrl, "POST", "/external/conversations", { ...as, body: { conversationUserId: created.body.id } });
  expect(conversation.status).toBe(201);
  const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, {
    ...as,
    body: { message: "What are your opening hours?" },
  });
  expect(reply.status).toBe(201);
  await callService(baseUrl, "POST", "/external/conversation-message-feedbacks", {
    ...as,
    body: { conversationMessageId: reply.body.id, userId: created.body.id, voteType: "down", question: "What are your opening hours?" },
  });
  return { userId: created.body.id as string, conversationId: conversation.body.id as string };
}

describe("the activity extensions leave out the conversation users of a source when asked", () => {
  it("counts a console's test users' conversations, messages, tokens, feedback and users only without excludeUserSource", async () => {
    const agent = await createTestAgent(baseUrl);
    const as = { key: agent.key };
    const start = new Date(Date.now() - 60_000).toISOString();
    const customer = await chatAs(agent, { firstName: "Customer" });
    const tester = await chatAs(agent, { firstName: "Playground", source: "switchboard-playground" });
    const end = new Date(Date.now() + 60_000).toISOString();

    const read = async (search: Record<string, string>) => {
      const response = await callService(
        baseUrl,
        "GET",
        `/external/agents/statistic/activity?${new URLSearchParams({ startDate: start, endDate: end, ...search })}`,
        as,
      );
      expect(response.status).toBe(200);
      const hours = response.body.hours as { conversations: number; messages: number; tokens: number }[];
      return {
        conversations: hours.reduce((sum, hour) => sum + hour.conversations, 0),
        messages: hours.reduce((sum, hour) => sum + hour.messages, 0),
        tokens: hours.reduce((sum, hour) => sum + hour.tokens, 0),
        outcomes: response.body.outcomes as { conversations: number; feedbackDown: number; activeUsers: number },
        users: (response.body.users as { conversationUserId: string }[]).map((user) => user.conversationUserId),
        replies: (response.body.responseTimesMs as number[]).length,
      };
    };
    const all = await read({});
    const customers = await read({ excludeUserSource: "switchboard-playground" });
    expect(all).toMatchObject({ conversations: 2, messages: 4, replies: 2, outcomes: { conversations: 2, feedbackDown: 2, activeUsers: 2 } });
    expect(all.users.sort()).toEqual([customer.userId, tester.userId].sort());
    expect(customers).toMatchObject({
      conversations: 1,
      messages: 2,
      replies: 1,
      outcomes: { conversations: 1, feedbackDown: 1, activeUsers: 1 },
      users: [customer.userId],
    });
    expect(customers.tokens).toBeGreaterThan(0);
    expect(customers.tokens).toBeLessThan(all.tokens);

    const listed = async (search: Record<string, string>) =>
      (await callService(baseUrl, "GET", `/external/agents/statistic/conversations?${new URLSearchParams({ startDate: start, endDate: end, ...search })}`, as))
        .body;
    expect((await listed({})).totalItems).toBe(2);
    const page = await listed({ excludeUserSource: "switchboard-playground" });
    expect(page.totalItems).toBe(1);
    expect(page.data.map((conversation: { id: string }) => conversation.id)).toEqual([customer.conversationId]);
  });
});

describe("limits stay within the subscription", () => {
  it("refuses an amount above the subscription's quota or one a counter cannot hold, on its field, and takes the quota itself", async () => {
    const agent = await createTestAgent(baseUrl);
    const as = { key: agent.key };
    const quotas = (await callService(baseUrl, "GET", "/external/agents/limits", as)).body;
    expect(quotas.isOrganizationDefault).toBe(true);
    const amounts = {
      tokensAmountPerMonth: quotas.tokensAmountPerMonth,
      smsAmountPerMonth: quotas.smsAmountPerMonth,
      emailsAmountPerMonth: quotas.emailsAmountPerMonth,
      secondsAmountPerMonth: quotas.secondsAmountPerMonth,
    };

    const above = await callService(baseUrl, "POST", "/external/agents/limits", { ...as, body: { ...amounts, tokensAmountPerMonth: 99_999_999_999_999 } });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ status: 400, name: "BAD_REQUEST", details: [{ field: "body.tokensAmountPerMonth" }] });
    for (const nonsense of [1.5, 2 ** 60, -1]) {
      const refused = await callService(baseUrl, "POST", "/external/agents/limits", { ...as, body: { ...amounts, smsAmountPerMonth: nonsense } });
      expect(refused.status, String(nonsense)).toBe(400);
    }

    expect((await callService(baseUrl, "POST", "/external/agents/limits", { ...as, body: amounts })).status).toBe(201);
    const widened = await callService(baseUrl, "PUT", "/external/agents/limits", { ...as, body: { emailsAmountPerMonth: amounts.emailsAmountPerMonth + 1 } });
    expect(widened.status).toBe(400);
    expect((await callService(baseUrl, "GET", "/external/agents/limits", as)).body.emailsAmountPerMonth).toBe(amounts.emailsAmountPerMonth);

    const user = await callService(baseUrl, "POST", "/external/users", {
      ...as,
      body: { firstName: "Lim", lastName: "Its", email: `limits-${crypto.randomUUID()}@example.test` },
    });
    const forUser = await callService(baseUrl, "POST", `/external/users/${user.body.id}/limits`, {
      ...as,
      body: { ...amounts, secondsAmountPerMonth: amounts.secondsAmountPerMonth + 1 },
    });
    expect(forUser.status).toBe(400);
    expect(forUser.body.details).toEqual([{ field: "body.secondsAmountPerMonth", message: expect.stringContaining(String(amounts.secondsAmountPerMonth)) }]);
  });
});
