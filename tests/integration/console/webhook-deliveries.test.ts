import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { auditEntryOf } from "@/tests/support/audit-log";
import { connectTestAgent } from "@/tests/support/console-connect";
import { startConsoleBehind, startDeploymentRelay, type DeploymentRelay } from "@/tests/support/deployment-relay";
import { ConsoleSession } from "@/tests/support/http-session";
import { startLoopbackReceiver, type LoopbackReceiver } from "@/tests/support/loopback-receiver";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import type { TestServer } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type RegisteredWebhook = { id: string; url: string; triggerCondition: string; signingSecret: string | null };
type SentDelivery = {
  id: string;
  eventType: string;
  status: "pending" | "retrying" | "delivered" | "failed";
  attempts: number;
  responseStatusCode: number | null;
  latencyMs: number | null;
  nextRetryAt: string | null;
  recentAttempts: { statusCode: number | null; latencyMs: number }[];
};
type SentPage = { isReported: boolean; data: SentDelivery[]; total: number };

/** Signs in, connects the agent's organization and its key, and answers the agent's webhooks route. */
async function connectAgent(session: ConsoleSession, agent: TestAgent, label: string) {
  await session.signIn(testUsers.superadmin.email, testPassword);
  const organizationId = await connectTestAgent(session, agent, `${label} ${Date.now()}`);
  return `/api/console/organizations/${organizationId}/agents/${agent.id}/webhooks`;
}

async function registerOwnUrl(session: ConsoleSession, webhooksPath: string, url: string, triggers: string[]) {
  const response = await session.request(webhooksPath, { method: "POST", ...json({ title: "Order desk", description: "", triggers, url }) });
  expect(response.status).toBe(201);
  return { response, registered: (await response.json()) as RegisteredWebhook[] };
}

describe("what the API sent to a webhook, through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.7.1");
  let receiver: LoopbackReceiver;
  let webhooksPath = "";
  let webhook: RegisteredWebhook;

  const sent = async (page = 1) => {
    const response = await superadmin.request(`${webhooksPath}/${webhook.id}/deliveries?page=${page}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SentPage;
  };
  const until = (id: string, check: (delivery: SentDelivery) => boolean) =>
    eventually(async () => {
      const found = (await sent()).data.find((delivery) => delivery.id === id);
      return found && check(found) ? found : undefined;
    }, 20_000);

  beforeAll(async () => {
    receiver = await startLoopbackReceiver();
    webhooksPath = await connectAgent(superadmin, await createTestAgent(baseUrl, { name: "Deliveries agent" }), "Deliveries organization");
  });

  afterAll(() => receiver.close());

  it("shows the signing secret of a webhook to the admin's own URL once, at registration, one per event", async () => {
    const { response, registered } = await registerOwnUrl(superadmin, webhooksPath, receiver.url("/orders"), ["start_dialog", "end_dialog"]);
    expect(registered).toHaveLength(2);
    const secrets = registered.map((candidate) => candidate.signingSecret);
    expect(secrets).toEqual([expect.stringMatching(/^whsec_/), expect.stringMatching(/^whsec_/)]);
    expect(new Set(secrets).size).toBe(2);
    webhook = registered[0]!;

    const listed = await (await superadmin.request(webhooksPath)).text();
    expect(listed).not.toMatch(/whsec_|signingSecret/);
    const audit = await auditEntryOf(superadmin, "webhook.register", response.headers.get("x-request-id"));
    for (const secret of secrets) expect(JSON.stringify(audit)).not.toContain(secret);
    expect(audit?.details).toMatchObject({ revealedKey: expect.stringMatching(/^whsec_…\S+, whsec_…\S+$/) });
  });

  it("lists a test event with its attempts, the receiver's codes, the latency and the next retry, signed with the revealed secret", async () => {
    expect(await sent()).toMatchObject({ isReported: true, data: [], total: 0 });
    receiver.answerWith(500);
    const queued = await superadmin.request(`${webhooksPath}/${webhook.id}/test`, { method: "POST" });
    expect(queued.status).toBe(201);
    const test = (await queued.json()) as SentDelivery;
    expect(test).toMatchObject({ eventType: "test", status: "pending", attempts: 0 });

    const retrying = await until(test.id, (delivery) => delivery.status === "retrying" && delivery.nextRetryAt !== null);
    expect(retrying).toMatchObject({ attempts: 1, responseStatusCode: 500 });
    const delivered = await until(test.id, (delivery) => delivery.status === "delivered");
    expect(delivered).toMatchObject({ attempts: 2, responseStatusCode: 200, nextRetryAt: null, latencyMs: expect.any(Number) });
    expect(delivered.recentAttempts.map((attempt) => attempt.statusCode)).toEqual([200, 500]);

    const request = receiver.requests.find((candidate) => candidate.headers["webhook-id"] === test.id)!;
    expect(new Webhook(webhook.signingSecret!).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: "test" });
  });

  it("replays a delivery, and refuses a webhook or delivery the console does not know", async () => {
    const [delivered] = (await sent()).data;
    const replayed = await superadmin.request(`${webhooksPath}/${webhook.id}/deliveries/${delivered!.id}/replay`, { method: "POST" });
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toMatchObject({ id: delivered!.id, status: "pending" });
    const again = await until(delivered!.id, (delivery) => delivery.status === "delivered");
    expect(again.attempts).toBe(delivered!.attempts + 1);

    expect((await superadmin.request(`${webhooksPath}/${crypto.randomUUID()}/deliveries`)).status).toBe(404);
    expect((await superadmin.request(`${webhooksPath}/${crypto.randomUUID()}/test`, { method: "POST" })).status).toBe(404);
    expect((await superadmin.request(`${webhooksPath}/${webhook.id}/deliveries/${crypto.randomUUID()}/replay`, { method: "POST" })).status).toBe(404);
  });
});

/**
 * A deployment without the delivery extensions: a relay to the embedded service that answers 404, as a
 * real deployment does for a path it does not know, for everything about deliveries and test events.
 */
async function startDeploymentWithoutDeliveries(target: string): Promise<DeploymentRelay> {
  return startDeploymentRelay(target, ({ method, path }) =>
    /\/agents\/webhooks\/[^/]+\/(deliveries|test)/.test(path)
      ? { status: 404, body: { statusCode: 404, message: `Cannot ${method} ${path}`, error: "Not Found" } }
      : "pass",
  );
}

describe("against a deployment that does not report deliveries", () => {
  let relay: DeploymentRelay;
  let server: TestServer | undefined;
  let receiver: LoopbackReceiver;

  beforeAll(async () => {
    receiver = await startLoopbackReceiver();
    relay = await startDeploymentWithoutDeliveries(baseUrl);
    server = await startConsoleBehind(relay);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    relay?.close();
    receiver?.close();
  });

  it("says so instead of failing, and refuses a test event or a replay with 501", { timeout: 60_000 }, async () => {
    const session = new ConsoleSession(server!.baseUrl, "198.18.7.2");
    const webhooksPath = await connectAgent(session, await createTestAgent(baseUrl, { name: "Plain deployment agent" }), "Plain deployment");
    const { registered } = await registerOwnUrl(session, webhooksPath, receiver.url("/plain"), ["end_dialog"]);
    const [webhook] = registered;

    const listed = await session.request(`${webhooksPath}/${webhook!.id}/deliveries`);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ isReported: false, data: [], page: 1, pageSize: 20, total: 0 });

    const test = await session.request(`${webhooksPath}/${webhook!.id}/test`, { method: "POST" });
    expect(test.status).toBe(501);
    expect(await test.json()).toMatchObject({ error: { code: "NOT_OFFERED", message: expect.stringContaining("does not send test events") } });
    const replay = await session.request(`${webhooksPath}/${webhook!.id}/deliveries/${crypto.randomUUID()}/replay`, { method: "POST" });
    expect(replay.status).toBe(501);
  });
});
