import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { startLoopbackReceiver, type LoopbackReceiver } from "@/tests/support/loopback-receiver";

const baseUrl = inject("baseUrl");

let receiver: LoopbackReceiver;
beforeAll(async () => {
  receiver = await startLoopbackReceiver();
});
afterAll(() => receiver.close());

/** Registers a webhook for one trigger; answers a function that waits for its next delivery about a conversation, verified. */
async function listen(agent: TestAgent, triggerCondition: string) {
  const path = `/${triggerCondition}/${agent.id}`;
  const registered = await callService(baseUrl, "POST", "/external/agents/webhooks", {
    key: agent.key,
    body: { title: triggerCondition, description: "Triggers under test", url: receiver.url(path), triggerCondition },
  });
  expect(registered.status).toBe(201);
  const verifier = new Webhook(registered.body.signingSecret);
  return {
    received: (conversationId: string) => receiver.requests.filter((entry) => entry.path === path && entry.body.includes(conversationId)),
    next: async (conversationId: string, timeoutMs = 15_000) => {
      const delivery = await eventually(
        async () => receiver.requests.find((entry) => entry.path === path && entry.body.includes(conversationId)),
        timeoutMs,
        250,
      );
      return verifier.verify(delivery.body, delivery.headers as Record<string, string>) as Record<string, any>;
    },
  };
}

const organizationKey = (agent: TestAgent) => ({ key: agent.organization.key, header: "Organization-Secret-Key" as const });

async function configureLiveChat(agent: TestAgent, body: Record<string, unknown>) {
  return callService(baseUrl, "PUT", `/external/live-chat-skill/${agent.id}`, { ...organizationKey(agent), body });
}

async function newConversation(agent: TestAgent) {
  const user = await callService(baseUrl, "POST", "/external/users", {
    key: agent.key,
    body: { firstName: "Grace", lastName: "Hopper", email: `grace-${crypto.randomUUID()}@example.test` },
  });
  const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
  expect(conversation.status).toBe(201);
  return conversation.body.id as string;
}

const send = (agent: TestAgent, conversationId: string, message: string) =>
  callService(baseUrl, "POST", `/external/conversations/${conversationId}/messages`, { key: agent.key, body: { message } });
const read = (agent: TestAgent, conversationId: string) => callService(baseUrl, "GET", `/external/conversations/${conversationId}`, { key: agent.key });

describe("chat_currently_unavailable and the conversation's summary", () => {
  it("does not queue a hand-off for nobody outside business hours: the user is told, the summary says so, and the trigger fires", async () => {
    const agent = await createTestAgent(baseUrl);
    // No opening intervals: the team is never in.
    const saved = await configureLiveChat(agent, {
      businessHours: { timezone: "Europe/Berlin", intervals: [], outsideHoursMessage: "We answer weekdays 9 to 5." },
    });
    expect(saved.status).toBe(200);
    const unavailable = await listen(agent, "chat_currently_unavailable");
    const conversationId = await newConversation(agent);

    const reply = await send(agent, conversationId, "Can I talk to a person?");
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Nobody from the team is available to take over right now. We answer weekdays 9 to 5.");

    const conversation = await read(agent, conversationId);
    const states = await callService(baseUrl, "GET", "/external/conversations/states", { key: agent.key });
    const waiting = states.body.find((state: any) => state.name === "Waiting for a human");
    expect(conversation.body.conversationStateId).not.toBe(waiting.id);
    expect(conversation.body).toMatchObject({ mode: "ai", escalatedAt: null });
    expect(conversation.body.summary).toContain('Asked: "Can I talk to a person?"');
    expect(conversation.body.summary).toMatch(/Nobody to hand to \(.+ UTC, outside business hours\): The user asked for a person\./);

    const payload = await unavailable.next(conversationId);
    expect(payload).toMatchObject({
      type: "chat_currently_unavailable",
      agent: { id: agent.id },
      conversation: { id: conversationId, mode: "ai", summary: conversation.body.summary },
      message: { senderRole: "conversation_user", message: "Can I talk to a person?" },
    });
  });

  it("hands over while people are in, with a summary of the conversation, and notes taking over and handing back", async () => {
    const agent = await createTestAgent(baseUrl);
    const unavailable = await listen(agent, "chat_currently_unavailable");
    const manual = await listen(agent, "manual");
    const conversationId = await newConversation(agent);

    await send(agent, conversationId, "Do you ship to Iceland?");
    const reply = await send(agent, conversationId, "I want to speak to a human please");
    expect(reply.body.message).not.toContain("Nobody from the team");

    const handedOver = await read(agent, conversationId);
    expect(handedOver.body.escalatedAt).toEqual(expect.any(String));
    const summary = handedOver.body.summary as string;
    expect(summary.split("\n")[0]).toBe('Asked: "Do you ship to Iceland?" · "I want to speak to a human please"');
    expect(summary.split("\n")[1]).toMatch(/^Answered: /);
    expect(summary).toMatch(/\nHanded to a person \(.+ UTC\): The user asked for a person\.$/);

    const takeOver = await callService(baseUrl, "PUT", `/external/conversations/${conversationId}/mode`, { key: agent.key, body: { mode: "manual" } });
    expect(takeOver.status).toBe(200);
    expect((await manual.next(conversationId)).conversation.summary).toMatch(/\nTaken over by a person \(.+ UTC\)\.$/);
    const manualReply = await callService(baseUrl, "POST", `/external/conversations/${conversationId}/send-manual-message`, {
      key: agent.key,
      body: { message: "Yes, we ship to Iceland in 5 days." },
    });
    expect(manualReply.status).toBe(200);
    await callService(baseUrl, "PUT", `/external/conversations/${conversationId}/mode`, { key: agent.key, body: { mode: "ai" } });

    const handedBack = (await read(agent, conversationId)).body.summary as string;
    expect(handedBack.startsWith(summary)).toBe(true);
    expect(handedBack).toMatch(/\nHanded back to the agent \(.+ UTC\), 1 reply from a person so far\.$/);
    // People were there all along: nothing said they were not.
    expect(unavailable.received(conversationId)).toEqual([]);
  });
});

describe("auto_archive_conversation", () => {
  it("refuses an idle time out of range, on its field", async () => {
    const agent = await createTestAgent(baseUrl);
    for (const autoArchiveAfterMinutes of [0, 43_201, 1.5]) {
      const refused = await configureLiveChat(agent, { autoArchiveAfterMinutes });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.details)).toContain("autoArchiveAfterMinutes");
    }
    const read = await callService(baseUrl, "GET", `/external/live-chat-skill/${agent.id}`, organizationKey(agent));
    expect(read.body.autoArchiveAfterMinutes).toBeNull();
  });

  it("archives a conversation idle for the agent's idle time, firing end_dialog and auto_archive_conversation", { timeout: 180_000 }, async () => {
    const agent = await createTestAgent(baseUrl);
    const archives = await listen(agent, "auto_archive_conversation");
    const endings = await listen(agent, "end_dialog");
    const idle = await newConversation(agent);
    await send(agent, idle, "Hello there");
    const saved = await configureLiveChat(agent, { autoArchiveAfterMinutes: 1 });
    expect(saved.body.autoArchiveAfterMinutes).toBe(1);

    // Another conversation kept busy is left open.
    const busy = await newConversation(agent);
    const keepBusy = setInterval(() => void send(agent, busy, "Still here").catch(() => undefined), 20_000);
    try {
      const archived = await archives.next(idle, 150_000);
      expect(archived).toMatchObject({ type: "auto_archive_conversation", conversation: { id: idle, status: "archived" } });
      expect((await endings.next(idle)).type).toBe("end_dialog");
    } finally {
      clearInterval(keepBusy);
    }

    const conversation = await read(agent, idle);
    expect(conversation.body).toMatchObject({ status: "archived", closedAt: expect.any(String) });
    const refused = await send(agent, idle, "Anyone?");
    expect(refused.status).toBe(400);
    expect((await read(agent, busy)).body).toMatchObject({ status: "active", closedAt: null });
    expect(archives.received(busy)).toEqual([]);
  });
});
