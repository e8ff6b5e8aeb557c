import { beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, type TestAgent, type TestOrganization } from "@/tests/support/agent-service";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");

const plenty = { tokensAmountPerMonth: 100_000, smsAmountPerMonth: 10, emailsAmountPerMonth: 10, secondsAmountPerMonth: 10 };
const refusal = (detail: Record<string, unknown>) => ({
  status: 402,
  name: "LIMIT_EXCEEDED_ERROR",
  message: "LIMIT_EXCEEDED",
  details: [expect.objectContaining({ amount: expect.any(Number), used: expect.any(Number), message: expect.any(String), ...detail })],
});

async function newUser(agent: TestAgent, firstName: string) {
  const created = await callService(baseUrl, "POST", "/external/users", {
    key: agent.key,
    body: { firstName, lastName: "Tester", email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.test` },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function conversationOf(agent: TestAgent, userId: string) {
  const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: userId } });
  expect(conversation.status).toBe(201);
  return conversation.body.id as string;
}

const send = (agent: TestAgent, conversationId: string, path = "messages") =>
  callService(baseUrl, "POST", `/external/conversations/${conversationId}/${path}`, { key: agent.key, body: { message: "What are your opening hours?" } });

const messagesOf = async (agent: TestAgent, conversationId: string) =>
  (await callService(baseUrl, "GET", `/external/conversations/${conversationId}/messages`, { key: agent.key })).body.messages as { senderRole: string }[];

const usageOf = async (organization: TestOrganization) =>
  (await callService(baseUrl, "GET", "/external/organizations/by-organization-api-key/usage", { key: organization.key, header: "Organization-Secret-Key" }))
    .body;

async function planId(title: string): Promise<string> {
  const plans = await callService(baseUrl, "GET", "/external/subscriptions", { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" });
  return (plans.body as { id: string; title: string }[]).find((plan) => plan.title === title)!.id;
}

async function organizationOn(title: string, users: string[]) {
  return callService(baseUrl, "POST", "/external/organizations", {
    key: testSuperAdminKeys.us,
    header: "Super-Admin-Secret-Key",
    body: {
      name: `On ${title} ${crypto.randomUUID().slice(0, 8)}`,
      users: users.map((email, index) => ({ email, role: index === 0 ? "owner" : "user" })),
      licenseKey: `license-${crypto.randomUUID()}`,
      subscriptionId: await planId(title),
    },
  });
}

describe("a conversation user's monthly token limit", () => {
  let agent: TestAgent;
  let userId: string;
  let conversationId: string;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
    userId = await newUser(agent, "Limited");
    const limits = await callService(baseUrl, "POST", `/external/users/${userId}/limits`, { key: agent.key, body: { ...plenty, tokensAmountPerMonth: 1 } });
    expect(limits.status).toBe(201);
    conversationId = await conversationOf(agent, userId);
  });

  it("gives one answer, then refuses with 402 naming the limit, and stores nothing more", async () => {
    const first = await send(agent, conversationId);
    expect(first.status).toBe(201);
    expect(first.body.senderRole).toBe("assistant");

    const second = await send(agent, conversationId);
    expect(second.status).toBe(402);
    expect(second.body).toEqual(
      refusal({ owner: "conversation_user", ownerId: userId, agentId: agent.id, field: "tokensAmountPerMonth", amount: 1, resetsAt: expect.any(String) }),
    );
    expect(second.body.details[0].used).toBeGreaterThanOrEqual(1);
    expect(Date.parse(second.body.details[0].resetsAt)).toBeGreaterThan(Date.now());
    expect((await messagesOf(agent, conversationId)).map((message) => message.senderRole)).toEqual(["conversation_user", "assistant"]);
  });

  it("refuses the async variant and the v1 message the same way, queuing nothing", async () => {
    const queued = await send(agent, conversationId, "messages/async");
    expect(queued.status).toBe(402);
    expect(queued.body).toEqual(refusal({ owner: "conversation_user", field: "tokensAmountPerMonth" }));
    const v1 = await callService(baseUrl, "POST", "/api/v1/conversation-messages", {
      key: agent.key,
      header: "Authorization",
      body: { conversationId, message: "Still there?" },
    });
    expect(v1.status).toBe(402);
    expect(v1.body).toEqual(refusal({ owner: "conversation_user", field: "tokensAmountPerMonth" }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await messagesOf(agent, conversationId)).toHaveLength(2);
  });

  it("leaves the agent's other users answered, and counts the refusals in the organization's usage", async () => {
    const other = await conversationOf(agent, await newUser(agent, "Unlimited"));
    expect((await send(agent, other)).status).toBe(201);
    const usage = await usageOf(agent.organization);
    expect(usage.refusals).toEqual([
      expect.objectContaining({
        owner: "conversation_user",
        ownerId: userId,
        agentId: agent.id,
        field: "tokensAmountPerMonth",
        amount: 1,
        count: 3,
        lastRefusedAt: expect.any(String),
      }),
    ]);
  });

  it("still takes the user's messages while a person answers (manual mode): only the agent's answers are metered", async () => {
    const mode = await callService(baseUrl, "PUT", `/external/conversations/${conversationId}/mode`, { key: agent.key, body: { mode: "manual" } });
    expect(mode.status).toBe(200);
    expect((await send(agent, conversationId)).status).toBe(201);
  });
});

describe("an agent's monthly limits", () => {
  it("refuses prompts, sync and async, and every user's messages once the agent's tokens are spent", async () => {
    const agent = await createTestAgent(baseUrl);
    const limits = await callService(baseUrl, "POST", "/external/agents/limits", { key: agent.key, body: { ...plenty, tokensAmountPerMonth: 1 } });
    expect(limits.status).toBe(201);
    const prompt = (path: string) => callService(baseUrl, "POST", path, { key: agent.key, body: { prompt: "What are your opening hours?" } });

    expect((await prompt("/external/prompts")).body).toMatchObject({ status: "completed" });
    const sync = await prompt("/external/prompts");
    expect(sync.status).toBe(402);
    expect(sync.body).toEqual(refusal({ owner: "agent", ownerId: agent.id, field: "tokensAmountPerMonth", amount: 1 }));
    expect((await prompt("/external/prompts/async")).status).toBe(402);
    const message = await send(agent, await conversationOf(agent, await newUser(agent, "Anyone")));
    expect(message.status).toBe(402);
    expect(message.body).toEqual(refusal({ owner: "agent", field: "tokensAmountPerMonth" }));

    const raised = await callService(baseUrl, "PUT", "/external/agents/limits", { key: agent.key, body: { tokensAmountPerMonth: 100_000 } });
    expect(raised.status).toBe(200);
    expect((await prompt("/external/prompts")).status).toBe(200);
  });

  it("refuses starting a conversation on a channel whose monthly amount is none", async () => {
    const agent = await createTestAgent(baseUrl);
    await callService(baseUrl, "POST", "/external/agents/limits", { key: agent.key, body: { ...plenty, smsAmountPerMonth: 0 } });
    const started = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: { channel: "sms", firstName: "Sam", lastName: "Short", phoneNumber: "+15550101", smsIntroduction: "Hello from the shop" },
    });
    expect(started.status).toBe(402);
    expect(started.body).toEqual(refusal({ owner: "agent", field: "smsAmountPerMonth", amount: 0, used: 0 }));
    const email = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: {
        channel: "email",
        firstName: "Sam",
        lastName: "Short",
        email: `sam-${crypto.randomUUID()}@example.test`,
        emailSubject: "Hi",
        emailIntroduction: "Hello",
      },
    });
    expect(email.status).toBe(201);
  });
});

describe("the subscription's counts", () => {
  it("refuses an agent past agentsAmount and counts the refusal", async () => {
    const created = await organizationOn("Legacy Basic", ["owner@legacy.test"]);
    expect(created.status).toBe(201);
    const organization: TestOrganization = { id: created.body.id, key: created.body.organizationApiKey, region: "us" };
    await createTestAgent(baseUrl, { organization, name: "The one agent" });
    const second = await createTestAgent(baseUrl, { organization, name: "One too many" }).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect(String(second)).toContain("402");
    expect(String(second)).toContain("agentsAmount");
    const usage = await usageOf(organization);
    expect(usage.used.agents).toBe(1);
    expect(usage.refusals).toEqual([expect.objectContaining({ owner: "subscription", field: "agentsAmount", amount: 1, count: 1 })]);
  });

  it("refuses an organization with more platform users than usersWithAccessAmount", async () => {
    const refused = await organizationOn("Legacy Basic", ["a@legacy.test", "b@legacy.test", "c@legacy.test"]);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual(refusal({ owner: "subscription", field: "usersWithAccessAmount", amount: 2, used: 0 }));
    expect(refused.body.details[0]).not.toHaveProperty("resetsAt");
    const full = await organizationOn("Legacy Basic", ["a@legacy.test", "b@legacy.test"]);
    expect(full.status).toBe(201);

    const org = { key: full.body.organizationApiKey as string, header: "Organization-Secret-Key" as const };
    const child = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", {
      ...org,
      body: {
        name: "Child",
        users: ["x", "y", "z"].map((name) => ({ email: `${name}@legacy.test`, role: "owner" })),
        licenseKey: `child-${crypto.randomUUID()}`,
      },
    });
    expect(child.status).toBe(402);
    expect(child.body).toEqual(refusal({ owner: "subscription", field: "usersWithAccessAmount", amount: 2 }));
  });

  it("refuses an SMS conversation where the subscription's monthly SMS are none, without own limits", async () => {
    const created = await organizationOn("Legacy Basic", ["owner@no-sms.test"]);
    const organization: TestOrganization = { id: created.body.id, key: created.body.organizationApiKey, region: "us" };
    const agent = await createTestAgent(baseUrl, { organization });
    const started = await callService(baseUrl, "POST", "/external/conversations/start", {
      key: agent.key,
      body: { channel: "sms", firstName: "Sam", lastName: "Short", phoneNumber: "+15550102", smsIntroduction: "Hello from the shop" },
    });
    expect(started.status).toBe(402);
    expect(started.body).toEqual(refusal({ owner: "subscription", field: "smsAmountPerMonth", amount: 0 }));
    expect((await callService(baseUrl, "GET", "/external/conversations", { key: agent.key })).body.totalItems).toBe(0);
  });
});

describe("the OpenAPI document", () => {
  it("documents 402 LimitExceededError on every operation a limit stops, and on no other", async () => {
    const document = (await callService(baseUrl, "GET", "/api/external/docs/openapi.json")).body;
    const limited = Object.values(document.paths as Record<string, Record<string, { operationId: string; responses: Record<string, any> }>>)
      .flatMap((item) => Object.values(item))
      .filter((operation) => operation.responses?.["402"])
      .map((operation) => operation.operationId)
      .filter((id) => !id.endsWith("External"))
      .sort();
    expect(limited).toEqual(
      [
        "createAgent",
        "createChildOrganization",
        "createOrganization",
        "createPrompt",
        "processPrompt",
        "sendMessage",
        "sendMessageAsync",
        "startConversation",
        "updatePlatformUser",
        "v1SendMessage",
      ].sort(),
    );
    const refusal = document.paths["/api/external/conversations/{id}/messages"].post.responses["402"];
    expect(refusal.content["application/json"].schema.$ref).toBe("#/components/schemas/LimitExceededError");
    expect(document.components.schemas.LimitExceededError.properties.name).toMatchObject({ enum: ["LIMIT_EXCEEDED_ERROR"] });
    expect(document.info.description).toContain("402 `LIMIT_EXCEEDED_ERROR`");
  });
});
