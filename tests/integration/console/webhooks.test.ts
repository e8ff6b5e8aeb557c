import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually, type TestAgent } from "@/tests/support/agent-service";
import { connectTestAgent } from "@/tests/support/console-connect";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type WebhookView = {
  id: string;
  url: string;
  isConsoleReceiver: boolean;
  hasSigningSecret: boolean;
  triggerCondition: string;
  lastDelivery: unknown;
  refusedDeliveries: { count: number; lastAt: string | null; lastReason: string | null };
  signingSecret?: string | null;
};
type DeliveryView = {
  id: string;
  messageId: string | null;
  eventType: string | null;
  conversationId: string | null;
  isSignatureValid: boolean;
  refusalReason: string | null;
};
type DeliveryPage = { data: DeliveryView[]; total: number; page: number; pageSize: number };

/** A webhook endpoint of some other system on 127.0.0.1 (an allowed host of the test server): it keeps what it gets. */
const captured: { headers: Record<string, string>; body: string }[] = [];
const endpoint = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    captured.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(204).end();
  });
});

describe("an agent's webhooks through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.4.1");
  let agent: TestAgent;
  let webhooksPath = "";

  /** Makes the agent answer one message in a new conversation; answers the conversation's id. */
  async function converse(message: string): Promise<string> {
    const user = await callService(baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "Ada", lastName: "Hook", email: `ada.${Date.now()}@example.test` },
    });
    expect(user.status).toBe(201);
    const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
    expect(conversation.status).toBe(201);
    const sent = await callService(baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, { key: agent.key, body: { message } });
    expect(sent.status).toBe(201);
    return conversation.body.id as string;
  }

  async function deliveries(page = 1): Promise<DeliveryPage> {
    const response = await superadmin.request(`${webhooksPath}/deliveries?page=${page}`);
    expect(response.status).toBe(200);
    return (await response.json()) as DeliveryPage;
  }

  async function register(body: Record<string, unknown>) {
    return superadmin.request(webhooksPath, { method: "POST", ...json({ title: "Console inbox", description: "", ...body }) });
  }

  beforeAll(async () => {
    endpoint.listen(0, "127.0.0.1");
    await once(endpoint, "listening");
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    agent = await createTestAgent(baseUrl, { name: "Webhook agent" });
    const organizationId = await connectTestAgent(superadmin, agent, `Webhooks organization ${Date.now()}`);
    webhooksPath = `/api/console/organizations/${organizationId}/agents/${agent.id}/webhooks`;
  });

  afterAll(() => {
    endpoint.closeAllConnections();
    endpoint.close();
  });

  it("lists nothing before a webhook is registered, and refuses a registration without events on that field", async () => {
    const listed = await superadmin.request(webhooksPath);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);
    const refused = await register({ triggers: [] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { triggers: expect.any(String) } } });
  });

  it("registers the console's receiver by default and records a signed delivery of the agent's conversation", async () => {
    const response = await register({ triggers: ["each_message"] });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toMatch(/whsec_|secret_ciphertext/);
    const [webhook] = JSON.parse(text) as WebhookView[];
    expect(webhook).toMatchObject({
      isConsoleReceiver: true,
      hasSigningSecret: true,
      triggerCondition: "each_message",
      lastDelivery: null,
      signingSecret: null,
    });
    expect(webhook!.url).toMatch(new RegExp(`/api/webhooks/${webhook!.id}$`));

    const conversationId = await converse("Where is my order?");
    const page = await eventually(async () => {
      const found = await deliveries();
      return found.data.some((delivery) => delivery.conversationId === conversationId) ? found : undefined;
    });
    const delivery = page.data.find((candidate) => candidate.conversationId === conversationId)!;
    expect(delivery).toMatchObject({ eventType: "each_message", isSignatureValid: true, refusalReason: null, messageId: expect.any(String) });

    const detail = await superadmin.request(`${webhooksPath}/deliveries/${delivery.id}`);
    expect(detail.status).toBe(200);
    const { payload } = (await detail.json()) as { payload: { type: string; conversation: { id: string }; transcript: { message: string }[] } };
    expect(payload).toMatchObject({ type: "each_message", conversation: { id: conversationId } });
    expect(payload.transcript.map((entry) => entry.message)).toContain("Where is my order?");

    const listed = (await (await superadmin.request(webhooksPath)).json()) as WebhookView[];
    expect(listed.find((candidate) => candidate.id === webhook!.id)?.lastDelivery).toMatchObject({ isSignatureValid: true, eventType: "each_message" });
  });

  it("refuses a forged signature with 401 and only counts it: nothing reaches the delivery log", async () => {
    const [webhook] = (await (await superadmin.request(webhooksPath)).json()) as WebhookView[];
    const before = (await deliveries()).total;
    const body = JSON.stringify({ type: "each_message", conversation: { id: "forged-conversation" } });
    const now = new Date();
    const forger = new Webhook(`whsec_${Buffer.alloc(32, 9).toString("base64")}`);
    const response = await fetch(`${baseUrl}/api/webhooks/${webhook!.id}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": "msg_forged",
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": forger.sign("msg_forged", now, body),
      },
      body,
    });
    expect(response.status).toBe(401);

    expect((await deliveries()).total).toBe(before);
    const listed = (await (await superadmin.request(webhooksPath)).json()) as WebhookView[];
    const refused = listed.find((candidate) => candidate.id === webhook!.id)?.refusedDeliveries;
    expect(refused).toMatchObject({ count: webhook!.refusedDeliveries.count + 1, lastAt: expect.any(String) });
    expect(refused!.lastReason).toMatch(/signature does not match/);
  });

  it("stores a delivery replayed with the same webhook-id once", async () => {
    const response = await register({
      title: "CRM relay",
      triggers: ["start_dialog"],
      url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks`,
    });
    expect(response.status).toBe(201);
    const [relay] = (await response.json()) as WebhookView[];
    expect(relay).toMatchObject({ isConsoleReceiver: false, hasSigningSecret: true, signingSecret: expect.stringMatching(/^whsec_/) });

    const conversationId = await converse("Hello");
    const delivery = await eventually(async () => captured.find((candidate) => candidate.body.includes(conversationId)));
    const signed = ["content-type", "webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [name, delivery.headers[name]!]);
    const forward = () => fetch(`${baseUrl}/api/webhooks/${relay!.id}`, { method: "POST", headers: Object.fromEntries(signed), body: delivery.body });

    const first = await forward();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, isDuplicate: false });
    const again = await forward();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ received: true, isDuplicate: true });

    const stored = (await deliveries()).data.filter((candidate) => candidate.messageId === delivery.headers["webhook-id"]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ eventType: "start_dialog", conversationId, isSignatureValid: true });
  });

  it("forgets a removed webhook: its receiver then answers 404", async () => {
    const [webhook] = ((await (await superadmin.request(webhooksPath)).json()) as WebhookView[]).filter((candidate) => candidate.isConsoleReceiver);
    const removed = await superadmin.request(`${webhooksPath}/${webhook!.id}`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    const listed = (await (await superadmin.request(webhooksPath)).json()) as WebhookView[];
    expect(listed.map((candidate) => candidate.id)).not.toContain(webhook!.id);
    const late = await fetch(`${baseUrl}/api/webhooks/${webhook!.id}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(late.status).toBe(404);
    expect((await superadmin.request(`${webhooksPath}/${webhook!.id}`, { method: "DELETE" })).status).toBe(404);
  });
});
