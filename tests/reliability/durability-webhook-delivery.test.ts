import { afterAll, describe, expect, it } from "vitest";

import { callService, createTestAgent, eventually } from "@/tests/support/agent-service";
import { openConsoleInbox } from "@/tests/support/console-inbox";
import { startHoldingRelay } from "@/tests/support/holding-relay";
import { isPostgresAvailable } from "@/tests/support/postgres.mjs";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startCrashableApp, storeKinds } from "@/tests/support/restart";

const postgresAvailable = await isPostgresAvailable();

const figures = { restartsSurvived: 0, messagesLost: 0, messagesDuplicated: 0, failures: [] as string[] };
afterAll(() => recordReliabilityFigures("durability-webhook-delivery", { suite: "crash during a webhook delivery", ...figures }));

/**
 * Webhook deliveries are at-least-once, the Standard Webhooks way: a delivery whose sender dies before it sees
 * the answer is sent again, with the same `webhook-id`. "Exactly once" is what the receiver ends with: the
 * console stores each event once and the inbox shows each message once, and the service counts each delivery
 * delivered once.
 */
describe.concurrent("a crash (SIGKILL) while the service delivers webhooks to the console", () => {
  for (const store of storeKinds) {
    it.skipIf(store === "PostgreSQL" && !postgresAvailable)(
      `ends with every event received once after a restart (${store})`,
      { timeout: 180_000 },
      async () => {
        // Deliveries reach the console's receiver through a relay, which holds them unanswered while the app dies.
        const relay = await startHoldingRelay();
        const app = await startCrashableApp({ store, env: { CONSOLE_PUBLIC_URL: relay.url } });
        relay.target = app.baseUrl;
        try {
          const agent = await createTestAgent(app.baseUrl);
          const { webhooks } = await openConsoleInbox(app.baseUrl, agent, store === "PGlite" ? "198.18.20.1" : "198.18.20.2");
          for (const webhook of webhooks) expect(webhook.url.startsWith(`${relay.url}/api/webhooks/`)).toBe(true);

          relay.hold();
          const user = await callService(app.baseUrl, "POST", "/external/users", {
            key: agent.key,
            body: { firstName: "Dana", lastName: "Relay", email: "dana@example.test" },
          });
          const conversation = await callService(app.baseUrl, "POST", "/external/conversations", {
            key: agent.key,
            body: { conversationUserId: user.body.id },
          });
          const conversationId = conversation.body.id as string;
          for (const message of ["Do you rent cabins in winter?", "Is there a sauna?"]) {
            expect(
              (await callService(app.baseUrl, "POST", `/external/conversations/${conversationId}/messages`, { key: agent.key, body: { message } })).status,
            ).toBe(201);
          }
          await eventually(async () => (relay.held.length > 0 ? true : undefined), 30_000);
          await app.crashAndRestart();

          // The receiver behind the relay took in what it was holding, though its sender is gone: the retries repeat it.
          relay.pass();
          const takenIn = await relay.deliverHeld();
          expect(takenIn.length).toBeGreaterThan(0);
          expect(takenIn.every((status) => status === 200)).toBe(true);

          const history = await callService(app.baseUrl, "GET", `/external/conversations/${conversationId}/messages`, { key: agent.key });
          const messages = history.body.messages as { id: string; senderRole: string }[];
          expect(messages).toHaveLength(4);
          // One delivery for the start of the dialog, and one for each question answered (it carries the reply).
          const messageIds = messages.filter((message) => message.senderRole === "assistant").map((message) => message.id);
          expect(messageIds).toHaveLength(2);
          const expected = messageIds.length + 1;
          const seenIds = () => new Set(relay.received.map((request) => request.headers["webhook-id"]));
          await eventually(async () => (seenIds().size >= expected && relay.held.length === 0 ? true : undefined), 60_000, 250).catch((error) => {
            figures.messagesLost += expected - seenIds().size;
            figures.failures.push(`${store}: ${expected - seenIds().size} of ${expected} events never reached the receiver after the restart`);
            throw error;
          });
          expect(seenIds().size).toBe(expected);
          // A delivery whose answer the service never saw is sent again once its job's lease runs out.
          await eventually(async () => (relay.received.length > expected ? true : undefined), 60_000, 250);

          // The service marks a delivery delivered once it has the 2xx: give the last answers a moment to be recorded.
          if (app.databaseUrl) {
            await eventually(
              async () => {
                const pending = await app.query(
                  "select 1 from svc_webhook_deliveries d join svc_webhooks w on w.id = d.webhook_id where w.agent_id = $1 and d.status <> 'delivered'",
                  [agent.id],
                );
                return pending.length === 0 ? true : undefined;
              },
              30_000,
              250,
            );
          } else await new Promise((resolve) => setTimeout(resolve, 2_000));

          const sent = await app.query<{ id: string; status: string }>(
            "select d.id, d.status from svc_webhook_deliveries d join svc_webhooks w on w.id = d.webhook_id where w.agent_id = $1",
            [agent.id],
          );
          expect(sent).toHaveLength(expected);
          expect(sent.every((delivery) => delivery.status === "delivered")).toBe(true);
          const stored = await app.query<{ message_id: string }>(
            "select message_id from console_webhook_deliveries where conversation_id = $1 and is_signature_valid",
            [conversationId],
          );
          expect(stored.map((row) => row.message_id).sort()).toEqual(sent.map((delivery) => delivery.id).sort());
          const shown = await app.query<{ id: string; times: number }>(
            "select event->'message'->>'id' as id, count(*)::int as times from console_inbox_events where conversation_id = $1 and event->>'type' = 'message' group by 1",
            [conversationId],
          );
          figures.messagesLost += messageIds.filter((id) => !shown.some((row) => row.id === id)).length;
          figures.messagesDuplicated += shown.reduce((sum, row) => sum + row.times - 1, 0);
          expect(shown.sort((a, b) => a.id.localeCompare(b.id))).toEqual([...messageIds].sort().map((id) => ({ id, times: 1 })));
          figures.restartsSurvived += 1;
        } finally {
          await app.close();
          await relay.close();
        }
      },
    );
  }
});
