import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, type TestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

async function newUser(agent: TestAgent, firstName: string) {
  const response = await callService(baseUrl, "POST", "/external/users", {
    key: agent.key,
    body: { firstName, lastName: "Tester", email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.test` },
  });
  expect(response.status).toBe(201);
  return response.body as { id: string };
}

describe("the statistics extensions report an agent's activity from real data", () => {
  it("counts hours, outcomes, feedback, reply times and users, and lists the conversations behind them", async () => {
    const agent = await createTestAgent(baseUrl);
    const as = { key: agent.key };
    const start = new Date(Date.now() - 60_000).toISOString();

    const ada = await newUser(agent, "Ada");
    const grace = await newUser(agent, "Grace");
    const { body: alone } = await callService(baseUrl, "POST", "/external/conversations", { ...as, body: { conversationUserId: ada.id } });
    const reply = await callService(baseUrl, "POST", `/external/conversations/${alone.id}/messages`, {
      ...as,
      body: { message: "What are your opening hours?" },
    });
    await callService(baseUrl, "POST", "/external/conversation-message-feedbacks", {
      ...as,
      body: { conversationMessageId: reply.body.id, userId: ada.id, voteType: "up", question: "What are your opening hours?" },
    });
    const { body: handed } = await callService(baseUrl, "POST", "/external/conversations", { ...as, body: { conversationUserId: grace.id } });
    await callService(baseUrl, "PUT", `/external/conversations/${handed.id}/mode`, { ...as, body: { mode: "manual" } });
    const question = await callService(baseUrl, "POST", `/external/conversations/${handed.id}/messages`, { ...as, body: { message: "Anyone there?" } });
    await callService(baseUrl, "POST", `/external/conversations/${handed.id}/send-manual-message`, {
      ...as,
      body: { message: "Hi, this is Sam.", conversationMessageId: question.body.id, authorId: "operator-1" },
    });
    const end = new Date(Date.now() + 60_000).toISOString();

    const period = new URLSearchParams({ startDate: start, endDate: end });
    const activity = await callService(baseUrl, "GET", `/external/agents/statistic/activity?${period}`, as);
    expect(activity.status).toBe(200);
    const hours = activity.body.hours as { conversations: number; messages: number; tokens: number }[];
    expect(hours.reduce((sum, hour) => sum + hour.conversations, 0)).toBe(2);
    expect(hours.reduce((sum, hour) => sum + hour.messages, 0)).toBe(4);
    expect(hours.reduce((sum, hour) => sum + hour.tokens, 0)).toBeGreaterThan(0);
    // The manual conversation needed a person; the other one too if the agent found no answer and handed it over.
    const { handedOff, resolvedByAi, ...counts } = activity.body.outcomes;
    expect(counts).toEqual({ conversations: 2, feedbackUp: 1, feedbackDown: 0, activeUsers: 2 });
    expect(handedOff).toBeGreaterThanOrEqual(1);
    expect(handedOff + resolvedByAi).toBe(2);
    expect(activity.body.byMode).toEqual([
      { key: "ai", conversations: 1 },
      { key: "manual", conversations: 1 },
    ]);
    expect(activity.body.responseTimesMs).toHaveLength(1);
    expect(activity.body.firstHumanReplyMs).toHaveLength(1);
    expect(activity.body.users.map((user: { conversationUserId: string }) => user.conversationUserId)).toEqual([ada.id, grace.id]);

    const statistic = await callService(baseUrl, "GET", `/external/agents/statistic?${period}`, as);
    expect(statistic.body).toMatchObject({ conversations: 2, messages: 4, activeUsers: 2 });

    const listed = await callService(baseUrl, "GET", `/external/agents/statistic/conversations?${period}&pageSize=1`, as);
    expect(listed.body).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 1, hasNextPage: true });
    expect(listed.body.data[0]).toMatchObject({ id: handed.id, userName: "Grace Tester", mode: "manual", messages: 2, isHandedOff: true });
    const ofAda = await callService(baseUrl, "GET", `/external/agents/statistic/conversations?${period}&conversationUserId=${ada.id}`, as);
    expect(ofAda.body.data).toEqual([expect.objectContaining({ id: alone.id, messages: 2, isHandedOff: resolvedByAi === 0, tokens: expect.any(Number) })]);

    const backwards = await callService(baseUrl, "GET", `/external/agents/statistic/activity?startDate=${end}&endDate=${start}`, as);
    expect(backwards.status).toBe(400);
  });

  it("reports the organization's subscription quotas with this month's usage", async () => {
    const agent = await createTestAgent(baseUrl);
    await callService(baseUrl, "POST", "/external/resource-usage", { key: agent.key, body: { type: "VAPI_SECONDS", amount: 30 } });
    const usage = await callService(baseUrl, "GET", "/external/organizations/by-organization-api-key/usage", {
      key: agent.organization.key,
      header: "Organization-Secret-Key",
    });
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({
      subscription: { title: expect.any(String), agentsAmount: expect.any(Number), tokensAmountPerMonth: expect.any(Number) },
      used: { secondsAmount: 30, agents: 1 },
    });
    expect(usage.body.periodStart).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
  });
});
