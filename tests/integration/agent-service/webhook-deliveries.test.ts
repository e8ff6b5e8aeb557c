import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { startLoopbackReceiver, type LoopbackReceiver } from "@/tests/support/loopback-receiver";

const baseUrl = inject("baseUrl");

type Attempt = { attemptedAt: string; statusCode: number | null; latencyMs: number; error: string | null };
type Delivery = {
  id: string;
  webhookId: string;
  eventType: string;
  status: "pending" | "retrying" | "delivered" | "failed";
  attempts: number;
  responseStatusCode: number | null;
  latencyMs: number | null;
  lastError: string | null;
  nextRetryAt: string | null;
  deliveredAt: string | null;
  recentAttempts: Attempt[];
};
type DeliveryPage = {
  currentPage: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  data: Delivery[];
};

describe("the deliveries of a webhook (extension)", () => {
  let receiver: LoopbackReceiver;
  let agent: TestAgent;
  let webhook: { id: string; signingSecret: string };

  const call = (method: string, path: string, key = agent.key) => callService(baseUrl, method, `/external/agents/webhooks${path}`, { key });
  const list = async (query = "") => {
    const response = await call("GET", `/${webhook.id}/deliveries${query}`);
    expect(response.status).toBe(200);
    return response.body as DeliveryPage;
  };
  const deliveryOf = async (id: string) => (await list()).data.find((delivery) => delivery.id === id);
  const until = (id: string, check: (delivery: Delivery) => boolean) =>
    eventually(async () => {
      const found = await deliveryOf(id);
      return found && check(found) ? found : undefined;
    }, 20_000);

  beforeAll(async () => {
    receiver = await startLoopbackReceiver();
    agent = await createTestAgent(baseUrl);
    const registered = await callService(baseUrl, "POST", "/external/agents/webhooks", {
      key: agent.key,
      body: { title: "Order desk", description: "", url: receiver.url("/orders"), triggerCondition: "start_dialog" },
    });
    expect(registered.status).toBe(201);
    webhook = registered.body;
    expect(webhook.signingSecret).toMatch(/^whsec_/);
  });

  afterAll(() => receiver.close());

  it("lists nothing before the first event, in the real deployment's page envelope", async () => {
    expect(await list()).toEqual({ currentPage: 1, pageSize: 20, totalItems: 0, totalPages: 0, hasNextPage: false, hasPreviousPage: false, data: [] });
  });

  it("shows a test event retried after a failure: its attempts, the receiver's codes, latency and the next retry", async () => {
    receiver.answerWith(500);
    const sent = await call("POST", `/${webhook.id}/test`);
    expect(sent.status).toBe(201);
    const test = sent.body as Delivery;
    expect(test).toMatchObject({ webhookId: webhook.id, eventType: "test", status: "pending", attempts: 0, responseStatusCode: null, recentAttempts: [] });

    const retrying = await until(test.id, (delivery) => delivery.status === "retrying" && delivery.nextRetryAt !== null);
    expect(retrying).toMatchObject({ attempts: 1, responseStatusCode: 500, lastError: "HTTP 500", deliveredAt: null });
    expect(new Date(retrying.nextRetryAt!).getTime()).toBeGreaterThan(new Date(retrying.recentAttempts[0]!.attemptedAt).getTime());
    expect(retrying.recentAttempts).toEqual([{ attemptedAt: expect.any(String), statusCode: 500, latencyMs: expect.any(Number), error: "HTTP 500" }]);

    const delivered = await until(test.id, (delivery) => delivery.status === "delivered");
    expect(delivered).toMatchObject({ attempts: 2, responseStatusCode: 200, lastError: null, nextRetryAt: null, deliveredAt: expect.any(String) });
    expect(delivered.recentAttempts.map((attempt) => attempt.statusCode)).toEqual([200, 500]);
    expect(delivered.latencyMs).toBeGreaterThanOrEqual(0);

    const received = receiver.requests.filter((request) => request.headers["webhook-id"] === test.id);
    expect(received).toHaveLength(2);
    for (const request of received) {
      const payload = new Webhook(webhook.signingSecret).verify(request.body, request.headers as Record<string, string>);
      expect(payload).toMatchObject({
        type: "test",
        agent: { id: agent.id },
        webhook: { id: webhook.id, title: "Order desk", triggerCondition: "start_dialog" },
      });
    }
  });

  it("replays a delivered delivery with the same webhook-id and counts the new attempt", async () => {
    const [delivered] = (await list("?status=delivered")).data;
    expect(delivered).toBeDefined();
    const before = receiver.requests.length;

    const replayed = await call("POST", `/${webhook.id}/deliveries/${delivered!.id}/replay`);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ id: delivered!.id, status: "pending", deliveredAt: null });

    const again = await until(delivered!.id, (delivery) => delivery.status === "delivered");
    expect(again.attempts).toBe(delivered!.attempts + 1);
    expect(receiver.requests.slice(before).map((request) => request.headers["webhook-id"])).toEqual([delivered!.id]);
  });

  it("lists the deliveries of conversation events, and filters by state", async () => {
    const user = await callService(baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "Ola", lastName: "Nordmann", email: `ola.${Date.now()}@example.test` },
    });
    expect(user.status).toBe(201);
    const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
    expect(conversation.status).toBe(201);

    const started = await eventually(async () => {
      const page = await list("?status=delivered");
      return page.data.find((delivery) => delivery.eventType === "start_dialog");
    }, 20_000);
    expect(started).toMatchObject({ attempts: 1, responseStatusCode: 200 });
    expect((await list("?status=failed")).totalItems).toBe(0);
    expect((await list("?pageSize=1")).hasNextPage).toBe(true);
  });

  it("refuses a replay of a delivery still being sent, and answers 404 for a webhook or delivery that is not the agent's", async () => {
    receiver.answerWith(503, 503);
    const sent = (await call("POST", `/${webhook.id}/test`)).body as Delivery;
    const refused = await call("POST", `/${webhook.id}/deliveries/${sent.id}/replay`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, name: "BAD_REQUEST" });

    const other = await createTestAgent(baseUrl);
    for (const [method, path] of [
      ["GET", `/${webhook.id}/deliveries`],
      ["POST", `/${webhook.id}/test`],
      ["POST", `/${webhook.id}/deliveries/${sent.id}/replay`],
    ] as const) {
      const response = await call(method, path, other.key);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toMatchObject({ name: "ENTITY_NOT_FOUND_ERROR", details: [{ entity: "Webhook" }] });
    }
    const unknownDelivery = await call("POST", `/${webhook.id}/deliveries/${crypto.randomUUID()}/replay`);
    expect(unknownDelivery.status).toBe(404);
    expect(unknownDelivery.body).toMatchObject({ details: [{ entity: "Webhook delivery" }] });
  });
});
