import { randomUUID } from "node:crypto";

import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { InboxConversation, InboxList, InboxThread, ThreadMessage } from "@/lib/schemas/console/inbox";
import { callService, createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { connectTestAgent } from "@/tests/support/console-connect";
import { openEventStream, type EventStreamReader } from "@/tests/support/event-stream";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { receiverWebhookQuery, signingSecretOf, type SealedWebhookRow } from "@/tests/support/webhook-secret";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the hand-off inbox over HTTP", () => {
  const alice = new ConsoleSession(baseUrl, "198.18.7.1");
  const bob = new ConsoleSession(baseUrl, "198.18.7.2");
  let agent: TestAgent;
  let inbox = "";
  let stream: EventStreamReader;
  let conversationId = "";

  const customer = {
    async start() {
      const user = await callService(baseUrl, "POST", "/external/users", {
        key: agent.key,
        body: { firstName: "Ada", lastName: "Waiting", email: `ada.${Date.now()}@example.test` },
      });
      const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
      expect(conversation.status).toBe(201);
      return conversation.body.id as string;
    },
    async say(id: string, message: string) {
      const sent = await callService(baseUrl, "POST", `/external/conversations/${id}/messages`, { key: agent.key, body: { message } });
      expect(sent.status).toBe(201);
      return sent.body;
    },
    async messages(id: string) {
      const listed = await callService(baseUrl, "GET", `/external/conversations/${id}/messages`, { key: agent.key });
      return listed.body.messages as { id: string; senderRole: string; message: string }[];
    },
  };

  const list = async (session = alice) => (await (await session.request(`${inbox}/conversations`)).json()) as InboxList;
  const summaryEvents = (id: string) =>
    stream.events
      .filter((event) => event.event === "inbox")
      .map((event) => JSON.parse(event.data) as { type: string; conversation?: InboxConversation; message?: ThreadMessage; conversationId?: string })
      .filter((event) => (event.conversation?.id ?? event.conversationId) === id);

  beforeAll(async () => {
    await alice.signIn(testUsers.superadmin.email, testPassword);
    agent = await createTestAgent(baseUrl, { name: "Inbox agent" });
    const organizationId = await connectTestAgent(alice, agent, `Inbox organization ${Date.now()}`);
    inbox = `/api/console/organizations/${organizationId}/inbox`;
    const bobEmail = `inbox-bob-${Date.now()}@example.test`;
    await invite(baseUrl, alice, bobEmail, "org_admin", organizationId);
    expect(await bob.signIn(bobEmail, testPassword)).toBeUndefined();
  });

  afterAll(() => stream?.close());

  it("lists the agent with no conversations, and registers the console's receiver for its events", async () => {
    const listed = await list();
    expect(listed.agents).toEqual([{ id: agent.id, name: "Inbox agent", problem: null }]);
    expect(listed.conversations).toEqual([]);
    const webhooks = (await (await alice.request(`${inbox.replace("/inbox", "")}/agents/${agent.id}/webhooks`)).json()) as {
      triggerCondition: string;
      isConsoleReceiver: boolean;
    }[];
    expect(
      webhooks
        .filter((webhook) => webhook.isConsoleReceiver)
        .map((webhook) => webhook.triggerCondition)
        .sort(),
    ).toEqual(["each_message", "end_dialog", "manual", "start_dialog"]);
    stream = await openEventStream(alice, `${inbox}/events`);
    await eventually(async () => stream.events.find((event) => event.event === "ready"));
  });

  it("pushes a conversation that asks for a person to the stream, queued as waiting with the reason", { timeout: 30_000 }, async () => {
    conversationId = await customer.start();
    await customer.say(conversationId, "Can I talk to a human, please?");
    const waiting = await eventually(async () => summaryEvents(conversationId).find((event) => event.conversation?.phase === "waiting")?.conversation);
    expect(waiting).toMatchObject({ mode: "ai", stateName: "Waiting for a human", userName: "Ada Waiting" });
    expect(waiting.waitingSince).toEqual(expect.any(String));
    expect(waiting.escalationReason).toEqual(expect.any(String));
    const listed = (await list()).conversations.find((conversation) => conversation.id === conversationId);
    expect(listed).toMatchObject({ phase: "waiting", waitingSince: waiting.waitingSince, lastMessage: { senderRole: "assistant" } });
  });

  it("lets exactly one of two operators claim a conversation at once, and tells the other who has it", async () => {
    const [first, second] = await Promise.all([
      alice.request(`${inbox}/conversations/${conversationId}/claim`, { method: "POST" }),
      bob.request(`${inbox}/conversations/${conversationId}/claim`, { method: "POST" }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const winner = first.status === 409 ? bob : alice;
    expect(((await loser.json()) as { error: { message: string } }).error.message).toMatch(/is already handling this conversation/);
    if (winner === bob) {
      // Hand the conversation to alice for the rest of the story.
      expect((await bob.request(`${inbox}/conversations/${conversationId}/mode`, { method: "PUT", ...json({ mode: "ai" }) })).status).toBe(200);
      expect((await alice.request(`${inbox}/conversations/${conversationId}/claim`, { method: "POST" })).status).toBe(200);
    }
  });

  it("takes over: the mode becomes manual and the AI answers nothing more", { timeout: 30_000 }, async () => {
    const taken = await alice.request(`${inbox}/conversations/${conversationId}/mode`, { method: "PUT", ...json({ mode: "manual" }) });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ mode: "manual", operator: { name: testUsers.superadmin.name } });
    const before = (await customer.messages(conversationId)).length;
    await customer.say(conversationId, "Hello? Is anyone there?");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = await customer.messages(conversationId);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ senderRole: "conversation_user" });
  });

  it("sends an operator's reply once, even when it is sent again with the same echo id", async () => {
    const reply = { message: "Hi Ada, I'm here. Let me look at your order.", echoId: randomUUID() };
    const [first, again] = await Promise.all(
      [1, 2].map(() => alice.request(`${inbox}/conversations/${conversationId}/messages`, { method: "POST", ...json(reply) })),
    );
    const answers = [first!, again!];
    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([201]));
    const sent = (await answers.find((answer) => answer.status === 201)!.json()) as ThreadMessage;
    expect(sent).toMatchObject({ senderRole: "manual_assistant", text: reply.message, authorName: testUsers.superadmin.name });
    const retried = await alice.request(`${inbox}/conversations/${conversationId}/messages`, { method: "POST", ...json(reply) });
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as ThreadMessage).id).toBe(sent.id);
    const manual = (await customer.messages(conversationId)).filter((message) => message.senderRole === "manual_assistant");
    expect(manual).toHaveLength(1);
    const thread = (await (await alice.request(`${inbox}/conversations/${conversationId}`)).json()) as InboxThread;
    expect(thread.messages.at(-1)).toMatchObject({ id: sent.id, authorName: testUsers.superadmin.name });
    expect(thread.contact).toMatchObject({ name: "Ada Waiting" });
  });

  it.runIf(databaseUrl)("finds in the thread a reply whose attempt died after the API took it, instead of sending it again", async () => {
    const reply = { message: "Sam here again: your parcel left the warehouse today.", echoId: randomUUID() };
    const send = () => alice.request(`${inbox}/conversations/${conversationId}/messages`, { method: "POST", ...json(reply) });
    const first = await send();
    expect(first.status).toBe(201);
    const sent = (await first.json()) as ThreadMessage;
    const manualCount = (await customer.messages(conversationId)).filter((message) => message.senderRole === "manual_assistant").length;

    // As the console finds it after a crash between the API's answer and its record: held by an attempt whose hold ran out.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        "update console_manual_messages set message_id = null, message = null, is_outcome_unknown = false, sending_until = now() - interval '1 second' where echo_id = $1",
        [reply.echoId],
      );
    } finally {
      await client.end();
    }

    const again = await send();
    expect(again.status).toBe(201);
    expect(((await again.json()) as ThreadMessage).id).toBe(sent.id);
    expect((await customer.messages(conversationId)).filter((message) => message.senderRole === "manual_assistant")).toHaveLength(manualCount);

    // No second reply can take the same message as its own, whatever the timing.
    const second = new pg.Client({ connectionString: databaseUrl });
    await second.connect();
    try {
      const [{ organization_id: organizationId }] = (
        await second.query("select organization_id from console_manual_messages where echo_id = $1", [reply.echoId])
      ).rows;
      const claim = second.query("insert into console_manual_messages (echo_id, organization_id, conversation_id, message_id) values ($1, $2, $3, $4)", [
        randomUUID(),
        organizationId,
        conversationId,
        sent.id,
      ]);
      await expect(claim).rejects.toMatchObject({ code: "23505" });
    } finally {
      await second.end();
    }
  });

  it("keeps internal notes and saved replies in the console", async () => {
    const note = await alice.request(`${inbox}/conversations/${conversationId}/notes`, { method: "POST", ...json({ body: "Order 1042, refund approved." }) });
    expect(note.status).toBe(201);
    const notes = (await (await bob.request(`${inbox}/conversations/${conversationId}/notes`)).json()) as { body: string; authorName: string }[];
    expect(notes).toEqual([expect.objectContaining({ body: "Order 1042, refund approved.", authorName: testUsers.superadmin.name })]);
    const saved = await alice.request(`${inbox}/saved-replies`, { method: "POST", ...json({ shortcut: "refund", body: "Your refund is on its way." }) });
    expect(saved.status).toBe(201);
    const taken = await bob.request(`${inbox}/saved-replies`, { method: "POST", ...json({ shortcut: "Refund", body: "Again" }) });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ error: { fields: { shortcut: expect.stringMatching(/already/) } } });
  });

  it("hands back to the AI, which answers again, and closing ends the dialog", { timeout: 30_000 }, async () => {
    const handed = await alice.request(`${inbox}/conversations/${conversationId}/mode`, { method: "PUT", ...json({ mode: "ai" }) });
    expect(handed.status).toBe(200);
    expect(await handed.json()).toMatchObject({ mode: "ai", phase: "open", operator: null });
    const answer = await customer.say(conversationId, "What are your opening hours?");
    expect(answer).toBeTruthy();
    expect((await customer.messages(conversationId)).at(-1)).toMatchObject({ senderRole: "assistant" });

    const closed = await alice.request(`${inbox}/conversations/${conversationId}/close`, { method: "POST" });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ phase: "closed" });
    const deliveries = async () =>
      (
        (await (await alice.request(`${inbox.replace("/inbox", "")}/agents/${agent.id}/webhooks/deliveries`)).json()) as {
          data: { eventType: string; conversationId: string }[];
        }
      ).data;
    await eventually(async () => (await deliveries()).find((delivery) => delivery.eventType === "end_dialog" && delivery.conversationId === conversationId));
  });

  it("resumes a stream after the last event it had", async () => {
    const inboxEvents = stream.events.filter((event) => event.event === "inbox");
    const middle = inboxEvents[Math.floor(inboxEvents.length / 2)]!;
    const resumed = await openEventStream(alice, `${inbox}/events`, { "last-event-id": middle.id! });
    try {
      const expected = inboxEvents.filter((event) => Number(event.id) > Number(middle.id)).map((event) => event.id);
      await eventually(async () => (resumed.events.filter((event) => event.event === "inbox").length >= expected.length ? true : undefined));
      expect(resumed.events.filter((event) => event.event === "inbox").map((event) => event.id)).toEqual(expected);
    } finally {
      await resumed.close();
    }
  });

  it.runIf(databaseUrl)("stores five identical deliveries sent at once as one, and streams one event for them", { timeout: 30_000 }, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<SealedWebhookRow>(receiverWebhookQuery, [agent.id, "each_message"]);
      const { url } = rows[0]!;
      const secret = signingSecretOf(rows[0]!);
      const otherConversation = await customer.start();
      const body = JSON.stringify({
        type: "each_message",
        id: randomUUID(),
        timestamp: new Date().toISOString(),
        agent: { id: agent.id, name: "Inbox agent" },
        conversation: {
          id: otherConversation,
          mode: "ai",
          conversationStateId: null,
          status: "active",
          source: "api",
          updatedAt: new Date(Date.now() + 60_000).toISOString(),
        },
        user: { id: "u", firstName: "Dup", lastName: "Licate" },
        message: null,
      });
      const messageId = `msg_${randomUUID()}`;
      const at = new Date();
      const headers = {
        "content-type": "application/json",
        "webhook-id": messageId,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(messageId, at, body),
      };
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(url, { method: "POST", headers, body })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const stored = await client.query("select count(*)::int as count from console_webhook_deliveries where message_id = $1", [messageId]);
      expect(stored.rows[0].count).toBe(1);
      await eventually(async () => summaryEvents(otherConversation).find((event) => event.conversation?.userName === "Dup Licate"));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(summaryEvents(otherConversation).filter((event) => event.conversation?.userName === "Dup Licate")).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
