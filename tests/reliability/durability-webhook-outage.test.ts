import { randomUUID } from "node:crypto";

import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";

import { callService, createTestAgent, eventually } from "@/tests/support/agent-service";
import { openConsoleInbox } from "@/tests/support/console-inbox";
import { openEventStream, type EventStreamReader } from "@/tests/support/event-stream";
import { isPostgresAvailable, testPostgresUrl } from "@/tests/support/postgres.mjs";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startCrashableApp, type CrashableApp } from "@/tests/support/restart";
import { startTcpProxy, type TcpProxy } from "@/tests/support/tcp-proxy";
import { receiverWebhookQuery, signingSecretOf, type SealedWebhookRow } from "@/tests/support/webhook-secret";

const postgresAvailable = await isPostgresAvailable();

const burstSize = 20;
const figures = { inputs: 0, serverErrors: 0, actionsCompleted: 0, restartsSurvived: 0, messagesLost: 0, messagesDuplicated: 0, failures: [] as string[] };
afterAll(() => recordReliabilityFigures("durability-webhook-outage", { suite: "webhook burst while the database is down", ...figures }));

type SignedDelivery = { messageId: string; eventMessageId: string; body: string };

/** One message event of the conversation, as a remote AI Agent API would send it. */
function messageEvent(agentId: string, conversationId: string, index: number): SignedDelivery {
  const at = new Date(Date.now() + index).toISOString();
  const eventMessageId = randomUUID();
  const body = JSON.stringify({
    type: "each_message",
    id: randomUUID(),
    timestamp: at,
    agent: { id: agentId, name: "Outage agent" },
    conversation: { id: conversationId, mode: "ai", conversationStateId: null, status: "active", source: "api", updatedAt: at },
    user: { id: "user-outage", firstName: "Olga", lastName: "Outage" },
    message: { id: eventMessageId, senderRole: "conversation_user", message: `Question number ${index}`, createdAt: at },
  });
  return { messageId: `msg_${randomUUID()}`, eventMessageId, body };
}

/** Posts a delivery signed now, as each attempt of a Standard Webhooks sender is; answers the status, or 0 for no answer. */
async function send(url: string, secret: string, delivery: SignedDelivery): Promise<number> {
  const now = new Date();
  const headers = {
    "content-type": "application/json",
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(delivery.messageId, now, delivery.body),
  };
  try {
    return (await fetch(url, { method: "POST", headers, body: delivery.body, signal: AbortSignal.timeout(20_000) })).status;
  } catch {
    return 0;
  }
}

/**
 * PGlite runs inside the app's own process, so it cannot be unavailable while the app is up: the outage is a
 * PostgreSQL one, made by cutting a TCP proxy between the app and its database.
 */
describe("a burst of webhook deliveries while the database is unreachable", () => {
  let proxy: TcpProxy | undefined;
  let app: CrashableApp | undefined;
  let stream: EventStreamReader | undefined;
  afterAll(async () => {
    await stream?.close();
    await app?.close();
    await proxy?.close();
  });

  it.skipIf(!postgresAvailable)("answers every one 5xx, never 2xx, and has each event once when it is back (PostgreSQL)", { timeout: 180_000 }, async () => {
    const database = new URL(testPostgresUrl);
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    app = await startCrashableApp({
      store: "PostgreSQL",
      connectThrough: (url) => {
        const proxied = new URL(url);
        proxied.host = `127.0.0.1:${proxy!.port}`;
        return proxied.toString();
      },
    });
    const agent = await createTestAgent(app.baseUrl);
    const { session, inbox } = await openConsoleInbox(app.baseUrl, agent, "198.18.21.1");
    const user = await callService(app.baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "Olga", lastName: "Outage", email: "olga@example.test" },
    });
    const conversation = await callService(app.baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
    const conversationId = conversation.body.id as string;
    const [row] = await app.query<SealedWebhookRow>(receiverWebhookQuery, [agent.id, "each_message"]);
    const receiver = { url: row!.url, secret: signingSecretOf(row!) };
    stream = await openEventStream(session, `${inbox}/events`);
    await eventually(async () => stream!.events.find((event) => event.event === "ready"));

    const burst = Array.from({ length: burstSize }, (_, index) => messageEvent(agent.id, conversationId, index));
    proxy.cut();
    const duringOutage = await Promise.all(burst.map((delivery) => send(receiver!.url, receiver!.secret, delivery)));
    figures.inputs += burst.length;
    const accepted = duringOutage.filter((status) => status >= 200 && status < 300).length;
    if (accepted > 0) figures.failures.push(`${accepted} deliveries answered 2xx while the database was unreachable`);
    const other = duringOutage.filter((status) => status < 500).length - accepted;
    if (other > 0) figures.failures.push(`${other} deliveries answered neither 5xx nor 2xx during the outage: ${duringOutage.join(", ")}`);
    expect(
      duringOutage.every((status) => status >= 500 && status < 600),
      `answers during the outage: ${duringOutage.join(", ")}`,
    ).toBe(true);

    proxy.restore();
    // The sender tries each delivery again, with backoff, until it is answered 2xx.
    const afterwards = await Promise.all(
      burst.map(async (delivery) => {
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const status = await send(receiver!.url, receiver!.secret, delivery);
          figures.inputs += 1;
          if (status >= 200 && status < 300) return status;
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
        return 0;
      }),
    );
    expect(afterwards).toEqual(burst.map(() => 200));
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);

    const stored = await app.query<{ message_id: string }>(
      "select message_id from console_webhook_deliveries where conversation_id = $1 and message_id like 'msg_%'",
      [conversationId],
    );
    expect(stored.map((row) => row.message_id).sort()).toEqual(burst.map((delivery) => delivery.messageId).sort());
    const shown = await app.query<{ id: string; times: number }>(
      "select event->'message'->>'id' as id, count(*)::int as times from console_inbox_events where conversation_id = $1 and event->>'type' = 'message' group by 1",
      [conversationId],
    );
    figures.messagesLost += burst.filter((delivery) => !shown.some((row) => row.id === delivery.eventMessageId)).length;
    figures.messagesDuplicated += shown.reduce((sum, row) => sum + row.times - 1, 0);
    expect(shown.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      burst.map((delivery) => ({ id: delivery.eventMessageId, times: 1 })).sort((a, b) => a.id.localeCompare(b.id)),
    );

    // The inbox's live stream, listening on the database, is back too: an operator watching sees each message once.
    const streamed = () =>
      stream!.events
        .filter((event) => event.event === "inbox")
        .map((event) => JSON.parse(event.data) as { type: string; message?: { id: string } })
        .filter((event) => event.type === "message" && burst.some((delivery) => delivery.eventMessageId === event.message?.id));
    await eventually(async () => (streamed().length >= burst.length ? true : undefined), 20_000, 250);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new Set(streamed().map((event) => event.message!.id)).size).toBe(burst.length);
    expect(streamed()).toHaveLength(burst.length);
    figures.actionsCompleted += burst.length;
    figures.restartsSurvived += 1;
  });
});
