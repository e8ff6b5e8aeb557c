import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually, prefixes, type TestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

async function newUser(agent: TestAgent, email = `user-${crypto.randomUUID()}@example.test`) {
  const response = await callService(baseUrl, "POST", "/external/users", { key: agent.key, body: { firstName: "Ada", lastName: "Lovelace", email } });
  expect(response.status).toBe(201);
  return response.body;
}

describe.each(prefixes)("the conversation flow under %s", (prefix) => {
  it("user → conversation → sync message → async message → hand-off → manual message → history", async () => {
    const agent = await createTestAgent(baseUrl);
    const as = { key: agent.key };
    const user = await newUser(agent);

    const conversation = await callService(baseUrl, "POST", `${prefix}/conversations`, { ...as, body: { conversationUserId: user.id, title: "Billing" } });
    expect(conversation.status).toBe(201);
    expect(conversation.body).toMatchObject({ conversationUserId: user.id, title: "Billing", mode: "ai", user: { id: user.id } });
    const id = conversation.body.id;

    const reply = await callService(baseUrl, "POST", `${prefix}/conversations/${id}/messages`, { ...as, body: { message: "What are your opening hours?" } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ senderRole: "assistant", conversationId: id, message: expect.any(String) });

    const question = await callService(baseUrl, "POST", `${prefix}/conversations/${id}/messages/async`, { ...as, body: { message: "And on Sundays?" } });
    expect(question.status).toBe(201);
    expect(question.body).toMatchObject({ senderRole: "conversation_user", message: "And on Sundays?" });
    const answered = await eventually(async () => {
      const poll = await callService(baseUrl, "GET", `${prefix}/conversations/${id}/messages/${question.body.id}/response-on`, as);
      expect(poll.status).toBe(200);
      expect(["pending", "completed"]).toContain(poll.body.status);
      return poll.body.status === "completed" ? poll.body : undefined;
    });
    expect(answered.message).toMatchObject({ senderRole: "assistant", conversationMessageId: question.body.id });

    const refused = await callService(baseUrl, "POST", `${prefix}/conversations/${id}/send-manual-message`, {
      ...as,
      body: { message: "Hello from a person" },
    });
    expect(refused.status).toBe(400);

    const manual = await callService(baseUrl, "PUT", `${prefix}/conversations/${id}/mode`, { ...as, body: { mode: "manual" } });
    expect(manual.body.mode).toBe("manual");

    const unanswered = await callService(baseUrl, "POST", `${prefix}/conversations/${id}/messages`, { ...as, body: { message: "Is anyone there?" } });
    expect(unanswered.status).toBe(201);
    expect(unanswered.body.senderRole).toBe("conversation_user");

    const operator = await callService(baseUrl, "POST", `${prefix}/conversations/${id}/send-manual-message`, {
      ...as,
      body: { message: "Hi, I'm Grace from support.", conversationMessageId: unanswered.body.id, authorId: "operator-1" },
    });
    expect(operator.status).toBe(200);
    expect(operator.body).toMatchObject({ senderRole: "manual_assistant", conversationMessageId: unanswered.body.id });

    const history = await callService(baseUrl, "GET", `${prefix}/conversations/${id}/messages`, as);
    expect(history.body.messages.map((message: any) => message.senderRole)).toEqual([
      "conversation_user",
      "assistant",
      "conversation_user",
      "assistant",
      "conversation_user",
      "manual_assistant",
    ]);
    const newestFirst = await callService(baseUrl, "GET", `${prefix}/conversations/${id}/messages?orderDirection=DESC`, as);
    expect(newestFirst.body.messages[0].message).toBe("Hi, I'm Grace from support.");
  });
});

describe("conversations", () => {
  it("never lets the agent answer in manual mode, synchronously or in the background", async () => {
    const agent = await createTestAgent(baseUrl);
    const user = await newUser(agent);
    const { body: conversation } = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { userId: user.id } });
    await callService(baseUrl, "PUT", `/external/conversations/${conversation.id}/mode`, { key: agent.key, body: { mode: "manual" } });

    const queued = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages/async`, {
      key: agent.key,
      body: { message: "Hello?" },
    });
    const direct = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, { key: agent.key, body: { message: "Anyone?" } });
    expect(direct.body.senderRole).toBe("conversation_user");
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const history = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}/messages`, { key: agent.key });
    expect(history.body.messages.map((message: any) => message.senderRole)).toEqual(["conversation_user", "conversation_user"]);
    const poll = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}/messages/${queued.body.id}/response-on`, { key: agent.key });
    expect(poll.body).toEqual({ status: "pending", message: null, error: null });
  });

  it("moves a conversation to the waiting-for-a-human state when the user asks for a person", async () => {
    const agent = await createTestAgent(baseUrl);
    const user = await newUser(agent);
    const states = await callService(baseUrl, "GET", "/external/conversations/states", { key: agent.key });
    const waiting = states.body.find((state: any) => state.name === "Waiting for a human");
    expect(waiting).toMatchObject({ id: expect.any(String), color: expect.any(String), isPersistent: true });

    const { body: conversation } = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.id } });
    await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, {
      key: agent.key,
      body: { message: "I want to talk to a human, please." },
    });
    const fetched = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}`, { key: agent.key });
    expect(fetched.body).toMatchObject({ conversationStateId: waiting.id, mode: "ai", escalationReason: expect.any(String), feedbacks: [] });
  });

  it("lists conversations in the page envelope with filters and ordering", async () => {
    const agent = await createTestAgent(baseUrl);
    const ada = await newUser(agent, "ada@example.test");
    const bob = await newUser(agent, "bob@example.test");
    for (const [user, title] of [
      [ada, "Invoice question"],
      [bob, "Delivery"],
      [ada, "Refund"],
    ] as const) {
      await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.id, title } });
    }
    const first = await callService(baseUrl, "GET", "/external/conversations?page=1&pageSize=2&orderBy=createdAt&orderDirection=ASC", { key: agent.key });
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 2, totalItems: 3, totalPages: 2, hasNextPage: true, hasPreviousPage: false });
    expect(first.body.data.map((conversation: any) => conversation.title)).toEqual(["Invoice question", "Delivery"]);
    const adas = await callService(baseUrl, "GET", `/external/conversations?userId=${ada.id}`, { key: agent.key });
    expect(adas.body.totalItems).toBe(2);
    const searched = await callService(baseUrl, "GET", "/external/conversations?searchKeyword=bob@", { key: agent.key });
    expect(searched.body.data.map((conversation: any) => conversation.title)).toEqual(["Delivery"]);
    const none = await callService(baseUrl, "GET", "/external/conversations?withFeedbacksOnly=true", { key: agent.key });
    expect(none.body.totalItems).toBe(0);
  });

  it("closes a conversation by moving it to its closed state, and refuses new messages then", async () => {
    const agent = await createTestAgent(baseUrl);
    const user = await newUser(agent);
    const { body: conversation } = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.id } });
    const states = await callService(baseUrl, "GET", "/external/conversations/states", { key: agent.key });
    const closed = states.body.find((state: any) => state.name === "Closed");
    const updated = await callService(baseUrl, "PUT", `/external/conversations/${conversation.id}`, {
      key: agent.key,
      body: { conversationStateId: closed.id, title: "Done" },
    });
    expect(updated.body).toMatchObject({ conversationStateId: closed.id, title: "Done", closedAt: expect.any(String) });
    const late = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, {
      key: agent.key,
      body: { message: "One more thing" },
    });
    expect(late.status).toBe(400);
  });

  it("starts conversations on each channel with the fields each requires", async () => {
    const agent = await createTestAgent(baseUrl);
    const email = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: {
        channel: "email",
        firstName: "Eve",
        lastName: "Ng",
        email: "eve@example.test",
        emailSubject: "Hello",
        emailIntroduction: "We would like to help.",
      },
    });
    expect(email.status).toBe(201);
    expect(email.body).toEqual({ conversationId: expect.any(String) });
    const again = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: { channel: "email", firstName: "Eve", lastName: "Ng", email: "eve@example.test", emailSubject: "Hi", emailIntroduction: "Again." },
    });
    expect(again.body.conversationId).toBe(email.body.conversationId);
    const reset = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: {
        channel: "email",
        firstName: "Eve",
        lastName: "Ng",
        email: "eve@example.test",
        emailSubject: "Hi",
        emailIntroduction: "Fresh.",
        resetConversation: true,
      },
    });
    expect(reset.body.conversationId).not.toBe(email.body.conversationId);

    const sms = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: { channel: "sms", firstName: "Sam", lastName: "Ode", phoneNumber: "+15551234567", smsIntroduction: "Hi Sam" },
    });
    expect(sms.status).toBe(201);
    const voiceWithoutMessage = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: { channel: "voice", firstName: "Val", lastName: "Oz", phoneNumber: "+15557654321" },
    });
    expect(voiceWithoutMessage.status).toBe(400);
    expect(voiceWithoutMessage.body.details).toEqual([expect.objectContaining({ field: "firstMessage" })]);
    const usage = await callService(baseUrl, "GET", "/external/agents/usage", { key: agent.key });
    expect(usage.body).toMatchObject({ emailsAmount: 3, smsAmount: 1 });
  });

  it("keeps one agent's conversations and users from another agent", async () => {
    const mine = await createTestAgent(baseUrl);
    const other = await createTestAgent(baseUrl, { organization: mine.organization });
    const user = await newUser(mine);
    const { body: conversation } = await callService(baseUrl, "POST", "/external/conversations", { key: mine.key, body: { conversationUserId: user.id } });
    for (const [method, path, body] of [
      ["GET", `/external/conversations/${conversation.id}`, undefined],
      ["GET", `/external/conversations/${conversation.id}/messages`, undefined],
      ["POST", `/external/conversations/${conversation.id}/messages`, { message: "hi" }],
      ["PUT", `/external/conversations/${conversation.id}/mode`, { mode: "manual" }],
      ["GET", `/external/users/${user.id}`, undefined],
      ["POST", "/external/conversations", { conversationUserId: user.id }],
    ] as const) {
      const response = await callService(baseUrl, method, path, { key: other.key, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.name).toBe("ENTITY_NOT_FOUND_ERROR");
    }
  });
});

describe("users and limits", () => {
  it("creates, finds, limits and deletes conversation users", async () => {
    const agent = await createTestAgent(baseUrl);
    const as = { key: agent.key };
    const created = await callService(baseUrl, "POST", "/external/users", {
      ...as,
      body: { firstName: "Kim", lastName: "Lee", phoneNumber: "+15550001111", customData: { plan: "gold" } },
    });
    expect(created.body).toMatchObject({ phoneNumber: "+15550001111", metadata: { customData: { plan: "gold" } }, isAnonymized: false });
    expect(
      (await callService(baseUrl, "POST", "/external/users", { ...as, body: { firstName: "K", lastName: "L", phoneNumber: "+15550001111" } })).status,
    ).toBe(400);
    expect((await callService(baseUrl, "POST", "/external/users", { ...as, body: { firstName: "No", lastName: "Contact" } })).status).toBe(400);

    const found = await callService(baseUrl, "GET", "/external/users/search?phoneNumber=%2B15550001111", as);
    expect(found.body).toMatchObject({ user: { id: created.body.id }, conversationIds: [] });
    expect((await callService(baseUrl, "GET", "/external/users/search?email=nobody@example.test", as)).status).toBe(404);
    expect((await callService(baseUrl, "GET", "/external/users/search", as)).status).toBe(400);

    const defaults = await callService(baseUrl, "GET", `/external/users/${created.body.id}/limits`, as);
    expect(defaults.body).toMatchObject({ isOrganizationDefault: true, conversationUserId: created.body.id });
    const amounts = { tokensAmountPerMonth: 1000, smsAmountPerMonth: 1, emailsAmountPerMonth: 2, secondsAmountPerMonth: 3 };
    expect((await callService(baseUrl, "POST", `/external/users/${created.body.id}/limits`, { ...as, body: amounts })).status).toBe(201);
    expect((await callService(baseUrl, "POST", `/external/users/${created.body.id}/limits`, { ...as, body: amounts })).status).toBe(400);
    const updated = await callService(baseUrl, "PUT", `/external/users/${created.body.id}/limits`, { ...as, body: { ...amounts, smsAmountPerMonth: 9 } });
    expect(updated.body).toMatchObject({ isOrganizationDefault: false, smsAmountPerMonth: 9 });
    expect((await callService(baseUrl, "DELETE", `/external/users/${created.body.id}/limits`, as)).status).toBe(200);
    expect((await callService(baseUrl, "GET", `/external/users/${created.body.id}/limits`, as)).body.isOrganizationDefault).toBe(true);

    expect((await callService(baseUrl, "DELETE", `/external/users/${created.body.id}`, as)).status).toBe(204);
    expect((await callService(baseUrl, "GET", `/external/users/${created.body.id}`, as)).status).toBe(404);
  });

  it("manages agent limits and reports usage and statistics from real data", async () => {
    const agent = await createTestAgent(baseUrl);
    const as = { key: agent.key };
    expect((await callService(baseUrl, "GET", "/external/agents/limits", as)).body.isOrganizationDefault).toBe(true);
    expect((await callService(baseUrl, "PUT", "/external/agents/limits", { ...as, body: { smsAmountPerMonth: 5 } })).status).toBe(404);
    const created = await callService(baseUrl, "POST", "/external/agents/limits", {
      ...as,
      body: { tokensAmountPerMonth: 10, smsAmountPerMonth: 1, emailsAmountPerMonth: 1, secondsAmountPerMonth: 1 },
    });
    expect(created.status).toBe(201);
    expect((await callService(baseUrl, "PUT", "/external/agents/limits", { ...as, body: { smsAmountPerMonth: 5 } })).body.smsAmountPerMonth).toBe(5);
    expect((await callService(baseUrl, "DELETE", "/external/agents/limits", as)).status).toBe(200);

    expect((await callService(baseUrl, "POST", "/external/resource-usage", { ...as, body: { type: "VAPI_SECONDS", amount: 42 } })).status).toBe(201);
    const user = await newUser(agent);
    const { body: conversation } = await callService(baseUrl, "POST", "/external/conversations", { ...as, body: { conversationUserId: user.id } });
    const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, { ...as, body: { message: "Hello there" } });

    const usage = await callService(baseUrl, "GET", "/external/agents/usage", as);
    expect(usage.body.secondsAmount).toBe(42);
    expect(usage.body.tokensAmount).toBeGreaterThan(0);
    const statistic = await callService(baseUrl, "GET", `/external/agents/statistic?conversationUserId=${user.id}`, as);
    expect(statistic.body).toMatchObject({ tokensUsed: usage.body.tokensAmount, tokensPerConversation: usage.body.tokensAmount, vapiSecondsUsed: 0 });

    const feedback = await callService(baseUrl, "POST", "/external/conversation-message-feedbacks", {
      ...as,
      body: { conversationMessageId: reply.body.id, userId: user.id, voteType: "down", question: "Hello there", comment: "Not helpful" },
    });
    expect(feedback.status).toBe(201);
    const changed = await callService(baseUrl, "POST", "/external/conversation-message-feedbacks", {
      ...as,
      body: { conversationMessageId: reply.body.id, userId: user.id, voteType: "up", question: "Hello there" },
    });
    expect(changed.body).toMatchObject({ id: feedback.body.id, voteType: "up", comment: null });
    const withFeedback = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}`, as);
    expect(withFeedback.body.feedbacks).toEqual([expect.objectContaining({ voteType: "up", userEmail: user.email })]);

    const users = await callService(baseUrl, "GET", "/external/agents/users?pageSize=10", as);
    expect(users.body).toMatchObject({ totalItems: 1, data: [expect.objectContaining({ id: user.id })] });
    const admins = await callService(baseUrl, "GET", "/external/agents/admin-users", as);
    expect(admins.body).toEqual([expect.objectContaining({ role: "owner" })]);
  });
});
