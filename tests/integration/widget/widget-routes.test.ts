import { randomUUID } from "node:crypto";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import type { WidgetSendResult, WidgetState, WidgetThread, WidgetUploadTicket } from "@/lib/schemas/widget";
import { widgetApiPaths } from "@/lib/widget/paths";
import { createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { openConsoleInbox } from "@/tests/support/console-inbox";
import { openEventStream } from "@/tests/support/event-stream";
import { ConsoleSession } from "@/tests/support/http-session";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A visitor's browser: its own cookie jar and address. */
const newVisitor = (address: string) => new ConsoleSession(baseUrl, address);

describe("the widget's public routes", () => {
  let agent: TestAgent;
  let admin: ConsoleSession;
  let inbox = "";
  let organizationId = "";
  const paths = () => ({
    state: widgetApiPaths.state(agent.id),
    conversations: widgetApiPaths.conversations(agent.id),
    conversation: (id: string) => widgetApiPaths.conversation(agent.id, id),
    messages: (id: string) => widgetApiPaths.messages(agent.id, id),
    events: (id: string) => widgetApiPaths.events(agent.id, id),
    uploads: (id: string) => widgetApiPaths.uploads(agent.id, id),
    feedback: (id: string, messageId: string) => widgetApiPaths.feedback(agent.id, id, messageId),
  });

  /** Opens the widget (which gives a new browser its visitor cookie), then starts a conversation. */
  async function start(visitor: ConsoleSession, body: unknown = {}) {
    await visitor.request(paths().state);
    const response = await visitor.request(paths().conversations, json("POST", body));
    return { status: response.status, body: (await response.json()) as WidgetThread & ErrorBody };
  }

  async function say(visitor: ConsoleSession, conversationId: string, message: string, files?: unknown) {
    const response = await visitor.request(paths().messages(conversationId), json("POST", { message, files }));
    return { status: response.status, body: (await response.json()) as WidgetSendResult & ErrorBody };
  }

  async function setPreChatForm(preChatForm: string) {
    const saved = await admin.request(
      `/api/console/organizations/${organizationId}/agents/${agent.id}/widget`,
      json("PUT", { allowedOrigins: [], preChatForm }),
    );
    expect(saved.status).toBe(200);
  }

  const liveChat = () => `/api/console/organizations/${organizationId}/agents/${agent.id}/live-chat`;
  const saveLiveChat = async (body: unknown) => expect((await admin.request(liveChat(), json("PUT", body))).status).toBe(200);

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl, { name: "Widget agent" });
    ({ session: admin, inbox, organizationId } = await openConsoleInbox(baseUrl, agent, "198.18.41.1"));
    await saveLiveChat({ enabled: true });
  });

  afterAll(async () => {
    await setPreChatForm("optional");
  });

  it("gives a new browser an HttpOnly visitor cookie for the agent's routes, and nothing to come back to yet", async () => {
    const visitor = newVisitor("198.18.41.2");
    const response = await visitor.request(paths().state);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/switchboard_widget_visitor=[^;]+; Path=\/api\/widget\/[^;]+; Max-Age=\d+; HttpOnly; SameSite=None; Secure; Partitioned/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const state = (await response.json()) as WidgetState;
    expect(state).toEqual({ availability: { state: "open" }, thread: null, visitor: { name: null, email: null } });

    const again = await visitor.request(paths().state);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("starts a conversation, answers the visitor's message, and brings it back after a reload", async () => {
    const visitor = newVisitor("198.18.41.3");
    const started = await start(visitor, { name: "Ada Lovelace", email: `ada.${randomUUID()}@example.test` });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ conversation: { id: expect.any(String), mode: "ai", isEnded: false }, messages: [] });

    const sent = await say(visitor, started.body.conversation.id, "Hello, do you ship to Canada?");
    expect(sent.status).toBe(200);
    expect(sent.body.isAnswered).toBe(true);
    expect(sent.body.messages.map((message) => message.sender)).toEqual(["visitor", "agent"]);
    expect(Object.keys(sent.body.messages[0]!).sort()).toEqual(["createdAt", "files", "id", "sender", "text", "vote"]);

    const back = (await (await visitor.request(paths().state)).json()) as WidgetState;
    expect(back.thread?.conversation.id).toBe(started.body.conversation.id);
    expect(back.thread?.messages).toHaveLength(2);
    expect(back.visitor).toEqual({ name: "Ada Lovelace", email: expect.stringContaining("@example.test") });
  });

  it("refuses another visitor's conversation, a visitor without a cookie, and requests from other sites", async () => {
    const owner = newVisitor("198.18.41.4");
    const { body } = await start(owner);
    const id = body.conversation.id;

    const stranger = newVisitor("198.18.41.5");
    await stranger.request(paths().state);
    expect((await stranger.request(paths().conversation(id))).status).toBe(404);
    expect((await say(stranger, id, "let me in")).status).toBe(404);
    expect((await stranger.request(paths().events(id))).status).toBe(404);

    const cookieless = newVisitor("198.18.41.6");
    const refused = await cookieless.request(paths().conversation(id));
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("VISITOR_UNKNOWN");
    // A browser that keeps no cookie starts no conversation it could never come back to.
    const notKept = await cookieless.request(paths().conversations, json("POST", {}));
    expect(notKept.status).toBe(401);
    expect(notKept.headers.getSetCookie()).toEqual([]);

    const crossSite = await owner.request(paths().messages(id), {
      ...json("POST", { message: "hi" }),
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await owner.request(paths().messages(id), {
      ...json("POST", { message: "hi" }),
      headers: { "content-type": "application/json", origin: "https://attacker.invalid" },
    });
    expect(foreignOrigin.status).toBe(403);

    const forged = newVisitor("198.18.41.7");
    const forgedResponse = await forged.request(paths().conversation(id), { headers: { cookie: `switchboard_widget_visitor=${randomUUID()}.forged` } });
    expect(forgedResponse.status).toBe(401);
  });

  it("says a chat is not available for an agent the console holds no key for", async () => {
    const visitor = newVisitor("198.18.41.8");
    const response = await visitor.request(widgetApiPaths.state("no-such-agent"));
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe("CHAT_NOT_AVAILABLE");
  });

  it("asks for name and email when the agent's form requires them, and starts at once when it is off", async () => {
    await setPreChatForm("required");
    const visitor = newVisitor("198.18.41.9");
    const refused = await start(visitor, { name: "", email: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ name: expect.any(String), email: expect.any(String) });
    const malformed = await start(visitor, { name: "Ada", email: "not-an-email" });
    expect(malformed.body.error.fields).toEqual({ email: expect.any(String) });

    await setPreChatForm("off");
    const anonymous = await start(newVisitor("198.18.41.10"));
    expect(anonymous.status).toBe(201);
  });

  it("keeps votes on answers, and refuses a vote on the visitor's own message", async () => {
    const visitor = newVisitor("198.18.41.11");
    const { body } = await start(visitor);
    const sent = await say(visitor, body.conversation.id, "What are your opening hours?");
    const [question, answer] = sent.body.messages;
    const voted = await visitor.request(paths().feedback(body.conversation.id, answer!.id), json("PUT", { vote: "down" }));
    expect(voted.status).toBe(204);
    const thread = (await (await visitor.request(paths().conversation(body.conversation.id))).json()) as WidgetThread;
    expect(thread.messages.find((message) => message.id === answer!.id)?.vote).toBe("down");
    expect((await visitor.request(paths().feedback(body.conversation.id, question!.id), json("PUT", { vote: "up" }))).status).toBe(404);
  });

  it("uploads an attachment through a signed URL and sends it with a message", async () => {
    const visitor = newVisitor("198.18.41.12");
    const { body } = await start(visitor);
    const id = body.conversation.id;
    const refused = await visitor.request(paths().uploads(id), json("POST", { fileName: "run.exe", contentType: "application/x-msdownload", size: 10 }));
    expect(refused.status).toBe(400);
    const tooLarge = await visitor.request(paths().uploads(id), json("POST", { fileName: "big.pdf", contentType: "application/pdf", size: 50 * 1024 * 1024 }));
    expect(tooLarge.status).toBe(400);

    const ticket = (await (
      await visitor.request(paths().uploads(id), json("POST", { fileName: "order.txt", contentType: "text/plain", size: 24 }))
    ).json()) as WidgetUploadTicket;
    const put = await fetch(new URL(ticket.signedUrl, baseUrl), { method: "PUT", headers: { "content-type": "text/plain" }, body: "Order number 4411, blue." });
    expect(put.ok).toBe(true);
    const sent = await say(visitor, id, "Here is my order", [{ fileName: "order.txt", storagePath: ticket.storagePath }]);
    expect(sent.status).toBe(200);
    expect(sent.body.messages[0]!.files).toEqual([{ id: expect.any(String), fileName: "order.txt" }]);
  });

  it("tells the visitor's widget live when a person takes over, replies, hands back and closes", async () => {
    const visitor = newVisitor("198.18.41.13");
    const { body } = await start(visitor, { name: "Grace Hopper", email: `grace.${randomUUID()}@example.test` });
    const id = body.conversation.id;
    const stream = await openEventStream(visitor, paths().events(id));
    try {
      expect(stream.events[0]?.event ?? "ready").toBe("ready");
      const conversation = `${inbox}/conversations/${id}`;
      expect((await admin.request(`${conversation}/mode`, json("PUT", { mode: "manual" }))).status).toBe(200);
      await eventually(async () => stream.events.find((event) => event.event === "changed"));
      const taken = (await (await visitor.request(paths().conversation(id))).json()) as WidgetThread;
      expect(taken.conversation.mode).toBe("manual");

      const before = stream.events.length;
      expect((await admin.request(`${conversation}/messages`, json("POST", { message: "Hi Grace, I am here to help.", echoId: randomUUID() }))).status).toBe(
        201,
      );
      await eventually(async () => stream.events.slice(before).find((event) => event.event === "changed"));
      const replied = (await (await visitor.request(paths().conversation(id))).json()) as WidgetThread;
      expect(replied.messages.at(-1)).toMatchObject({ sender: "person", text: "Hi Grace, I am here to help." });
      expect(stream.events.every((event) => event.event === "ready" || (event.event === "changed" && event.data === "{}"))).toBe(true);

      const waiting = await say(visitor, id, "Thanks!");
      expect(waiting.body.isAnswered).toBe(false);

      expect((await admin.request(`${conversation}/mode`, json("PUT", { mode: "ai" }))).status).toBe(200);
      const answered = await say(visitor, id, "Do you ship to Canada?");
      expect(answered.body.isAnswered).toBe(true);

      expect((await admin.request(`${conversation}/close`, json("POST", {}))).status).toBeLessThan(300);
      await eventually(async () => {
        const closed = (await (await visitor.request(paths().conversation(id))).json()) as WidgetThread;
        return closed.conversation.isEnded || undefined;
      });
      const afterEnd = await say(visitor, id, "one more thing");
      expect(afterEnd.status).toBe(409);
      expect(afterEnd.body.error.code).toBe("CONVERSATION_ENDED");
    } finally {
      await stream.close();
    }
  });

  it("shows the chat only to the addresses the live-chat configuration lists, and not in the countries it restricts", async () => {
    await saveLiveChat({ enabled: true, whitelistedIps: ["198.18.41.20"], restrictedCountries: ["DE"] });
    try {
      const outsider = await newVisitor("198.18.41.21").request(paths().state);
      expect(outsider.status).toBe(403);
      expect(((await outsider.json()) as ErrorBody).error.code).toBe("CHAT_NOT_AVAILABLE");
      expect((await start(newVisitor("198.18.41.21"))).status).toBe(403);
      expect((await newVisitor("198.18.41.20").request(paths().state)).status).toBe(200);
      const fromGermany = await newVisitor("198.18.41.20").request(paths().state, { headers: { "cf-ipcountry": "DE" } });
      expect(fromGermany.status).toBe(403);
    } finally {
      await saveLiveChat({ enabled: true });
    }
    expect((await newVisitor("198.18.41.21").request(paths().state)).status).toBe(200);
  });

  it("is closed to visitors while live chat is off, and open to the organization's people trying it in the preview", async () => {
    const visitor = newVisitor("198.18.41.30");
    const { body } = await start(visitor);
    await saveLiveChat({ enabled: false });
    try {
      const refused = await newVisitor("198.18.41.31").request(paths().state);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error.code).toBe("CHAT_OFF");
      expect((await start(newVisitor("198.18.41.31"))).status).toBe(403);
      expect((await say(visitor, body.conversation.id, "still there?")).status).toBe(403);
      expect((await admin.request(paths().state)).status).toBe(200);
      expect((await start(admin)).status).toBe(201);
    } finally {
      await saveLiveChat({ enabled: true });
    }
  });

  it("never lets a typed email lead into another customer's record", async () => {
    await setPreChatForm("optional");
    const email = `real.customer.${randomUUID()}@example.test`;
    const customer = newVisitor("198.18.41.32");
    const real = await start(customer, { name: "Rita Real", email });
    const impostor = newVisitor("198.18.41.33");
    const fake = await start(impostor, { name: "Ivan Impostor", email });
    expect(fake.status).toBe(201);

    const back = (await (await impostor.request(paths().state)).json()) as WidgetState;
    expect(back.visitor).toEqual({ name: "Ivan Impostor", email: null });
    const client = new pg.Client({ connectionString: databaseUrl });
    if (!databaseUrl) return;
    await client.connect();
    try {
      const rows = await client.query<{ conversation_user_id: string }>(
        "select conversation_user_id from console_widget_conversations where conversation_id = any($1)",
        [[real.body.conversation.id, fake.body.conversation.id]],
      );
      expect(new Set(rows.rows.map((row) => row.conversation_user_id)).size).toBe(2);
    } finally {
      await client.end();
    }
  });

  it("limits how fast one visitor can write, with the wait to show", async () => {
    const visitor = newVisitor("198.18.41.14");
    const { body } = await start(visitor);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const visitorId = (
        await client.query<{ visitor_id: string }>("select visitor_id from console_widget_conversations where conversation_id = $1", [body.conversation.id])
      ).rows[0]!.visitor_id;
      // The visitor has written 20 times this minute already.
      await client.query("update console_rate_counters set hits = 20 where key = $1", [`widget:write:${visitorId}`]);
    } finally {
      await client.end();
    }
    const refused = await visitor.request(paths().uploads(body.conversation.id), json("POST", { fileName: "a.txt", contentType: "text/plain", size: 1 }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/Try again in \d+ s/);

    const other = newVisitor("198.18.41.15");
    expect((await start(other)).status).toBe(201);
  });
});
