import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import {
  svcAgentRoles,
  svcAgents,
  svcConversations,
  svcConversationUsers,
  svcFeedbacks,
  svcJobs,
  svcMessages,
  svcOrganizations,
  svcSubscriptions,
  svcWebhookDeliveries,
  svcWebhooks,
  type AgentSettings,
} from "@/lib/db/schema";

import { deliverWebhook, deliverWebhookJob } from "./deliver";
import { listDeliveries, replayDelivery, sendTestEvent } from "./delivery-log";
import { emitConversationEvent } from "./events";
import { registerInProcessReceiver } from "./in-process-receiver";
import { buildConversationEventPayload, transcriptLimit, type ConversationEventPayload } from "./payload";
import { generateWebhookSecret } from "./signing";
import type { UrlPolicy } from "./url-policy";
import { claimNextJob } from "../jobs/queue";

type Received = { headers: IncomingHttpHeaders; body: string };

/** A local receiver that answers each request with the next queued status (200 once the queue is empty). */
class Receiver {
  readonly requests: Received[] = [];
  statuses: number[] = [];
  redirectTo?: string;
  isSilent = false;
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      this.requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (this.isSilent) return;
      const status = this.statuses.shift() ?? 200;
      response.writeHead(status, this.redirectTo ? { location: this.redirectTo } : {}).end("ok");
    });
  });

  async start() {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
  }

  url(path = "/hook") {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  reset() {
    this.requests.length = 0;
    this.statuses = [];
    this.redirectTo = undefined;
    this.isSilent = false;
  }

  stop() {
    this.server.closeAllConnections();
    this.server.close();
  }
}

const policy: UrlPolicy = {
  allowedHosts: ["127.0.0.1"],
  resolve: () => Promise.reject(new Error("no DNS in tests")),
};
const strictPolicy: UrlPolicy = { ...policy, allowedHosts: [] };

let database: OpenDatabase;
const receiver = new Receiver();
const ids = { agent: "", otherAgent: "", conversation: "", user: "", question: "", answer: "" };

async function seed() {
  const { db } = database;
  const createdBy = { id: "u", email: "admin@example.test", firstName: "Ada", lastName: "Admin" };
  const [subscription] = await db
    .insert(svcSubscriptions)
    .values({
      title: "Plan",
      description: "",
      agentsAmount: 5,
      usersWithAccessAmount: 5,
      status: "active",
      visibility: "public",
      isTrial: false,
      price: 0,
      createdBy,
    })
    .returning();
  const [organization] = await db
    .insert(svcOrganizations)
    .values({ name: "Org", region: "us", licenseKey: "license", subscriptionId: subscription!.id, createdBy })
    .returning();
  const [role] = await db.insert(svcAgentRoles).values({ name: "Support", description: "" }).returning();
  const agentValues = {
    organizationId: organization!.id,
    roleId: role!.id,
    settings: {} as AgentSettings,
    vectorStoreId: "vs_1",
  };
  const [agent] = await db
    .insert(svcAgents)
    .values({ ...agentValues, name: "Helper", publicName: "Helpful Helper" })
    .returning();
  const [otherAgent] = await db
    .insert(svcAgents)
    .values({ ...agentValues, name: "Other", publicName: "Other" })
    .returning();
  const [user] = await db
    .insert(svcConversationUsers)
    .values({ agentId: agent!.id, firstName: "Grace", lastName: "Hopper", email: "grace@example.test", phoneNumber: "+15550100", fkId: "crm-7" })
    .returning();
  const [conversation] = await db
    .insert(svcConversations)
    .values({ agentId: agent!.id, conversationUserId: user!.id, title: "Billing", aiConversationId: "conv_1", score: 0.8, escalationReason: null })
    .returning();
  const at = new Date("2026-03-01T10:00:00Z");
  const [question] = await db
    .insert(svcMessages)
    .values({
      conversationId: conversation!.id,
      agentId: agent!.id,
      senderRole: "conversation_user",
      message: "Where is my invoice?",
      source: "api",
      createdAt: at,
    })
    .returning();
  await db.update(svcMessages).set({ questionMessageId: question!.id }).where(eq(svcMessages.id, question!.id));
  const [answer] = await db
    .insert(svcMessages)
    .values({
      conversationId: conversation!.id,
      agentId: agent!.id,
      senderRole: "assistant",
      message: "It is in Billing → Invoices.",
      source: "api",
      questionMessageId: question!.id,
      createdAt: at,
    })
    .returning();
  await db.insert(svcFeedbacks).values([
    { messageId: answer!.id, conversationUserId: user!.id, agentId: agent!.id, voteType: "up" },
    { messageId: answer!.id, conversationUserId: crypto.randomUUID(), agentId: agent!.id, voteType: "up" },
    { messageId: answer!.id, conversationUserId: crypto.randomUUID(), agentId: agent!.id, voteType: "down" },
  ]);
  Object.assign(ids, {
    agent: agent!.id,
    otherAgent: otherAgent!.id,
    conversation: conversation!.id,
    user: user!.id,
    question: question!.id,
    answer: answer!.id,
  });
}

async function addWebhook(
  values: { triggerCondition?: string; status?: "active" | "inactive"; url?: string; agentId?: string; headers?: Record<string, string> } = {},
) {
  const secret = generateWebhookSecret();
  const [row] = await database.db
    .insert(svcWebhooks)
    .values({
      agentId: values.agentId ?? ids.agent,
      title: "Hook",
      description: "",
      url: values.url ?? receiver.url(),
      triggerCondition: values.triggerCondition ?? "each_message",
      status: values.status ?? "active",
      headers: values.headers ?? null,
      secret,
    })
    .returning();
  return { ...row!, secret };
}

async function deliveryRow(id: string) {
  const [row] = await database.db.select().from(svcWebhookDeliveries).where(eq(svcWebhookDeliveries.id, id));
  return row!;
}

const attempt = (subjectId: string, attempts: number) => ({ subjectId, attempts, maxAttempts: deliverWebhookJob.maxAttempts });

beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
  await seed();
  await receiver.start();
}, 60_000);

afterAll(async () => {
  receiver.stop();
  await database?.close();
});

beforeEach(async () => {
  receiver.reset();
  await database.db.delete(svcWebhooks);
  await database.db.delete(svcJobs);
});

describe("emitConversationEvent", () => {
  it("writes one delivery and one job per matching active webhook before returning", async () => {
    const listening = await addWebhook({ triggerCondition: "each_message" });
    const second = await addWebhook({ triggerCondition: "each_message" });
    await addWebhook({ triggerCondition: "end_dialog" });
    await addWebhook({ triggerCondition: "each_message", status: "inactive" });
    await addWebhook({ triggerCondition: "each_message", agentId: ids.otherAgent });

    const deliveryIds = await emitConversationEvent(database.db, {
      agentId: ids.agent,
      conversationId: ids.conversation,
      trigger: "each_message",
      messageId: ids.answer,
    });

    expect(deliveryIds).toHaveLength(2);
    const deliveries = await database.db.select().from(svcWebhookDeliveries);
    const ours = deliveries.filter((row) => deliveryIds.includes(row.id));
    expect(ours.map((row) => row.webhookId).sort()).toEqual([listening.id, second.id].sort());
    expect(ours.every((row) => row.status === "pending" && row.attempts === 0 && row.eventType === "each_message")).toBe(true);
    expect((ours[0]!.payload as ConversationEventPayload).id).toBe((ours[1]!.payload as ConversationEventPayload).id);

    const jobs = await database.db.select().from(svcJobs);
    expect(jobs.map((job) => job.subjectId).sort()).toEqual([...deliveryIds].sort());
    expect(jobs.every((job) => job.kind === "deliver-webhook" && job.maxAttempts === 8 && job.status === "queued")).toBe(true);
  });

  it("writes nothing when no webhook listens, or the conversation is not the agent's", async () => {
    await addWebhook({ triggerCondition: "start_dialog" });
    expect(await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "end_dialog" })).toEqual([]);
    await addWebhook({ triggerCondition: "start_dialog", agentId: ids.otherAgent });
    expect(await emitConversationEvent(database.db, { agentId: ids.otherAgent, conversationId: ids.conversation, trigger: "start_dialog" })).toEqual([]);
    expect(await database.db.select().from(svcJobs)).toEqual([]);
  });
});

describe("buildConversationEventPayload", () => {
  it("carries only the latest messages of a long conversation and counts the ones left out", async () => {
    const extra = transcriptLimit + 8;
    const start = Date.now() + 60_000;
    const added = await database.db
      .insert(svcMessages)
      .values(
        Array.from({ length: extra }, (_, index) => ({
          conversationId: ids.conversation,
          agentId: ids.agent,
          senderRole: "conversation_user" as const,
          message: `Message ${index}`,
          source: "api" as const,
          createdAt: new Date(start + index * 1000),
        })),
      )
      .returning({ id: svcMessages.id });
    onTestFinished(() =>
      database.db
        .delete(svcMessages)
        .where(
          inArray(
            svcMessages.id,
            added.map((row) => row.id),
          ),
        )
        .then(() => undefined),
    );
    const payload = await buildConversationEventPayload(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    expect(payload!.transcript).toHaveLength(transcriptLimit);
    expect(payload!.transcript.at(-1)!.message).toBe(`Message ${extra - 1}`);
    expect(payload!.transcriptOmitted).toBe(extra + 2 - transcriptLimit);
  });

  /** Adds messages to the test conversation for one test, and answers their ids; `answers` is the index of an answer's question. */
  async function addMessages(rows: { message: string; createdAt: Date | SQL; answers?: number }[]) {
    const messageIds = rows.map(() => crypto.randomUUID());
    await database.db.insert(svcMessages).values(
      rows.map((row, index) => ({
        id: messageIds[index],
        conversationId: ids.conversation,
        agentId: ids.agent,
        senderRole: row.answers === undefined ? ("conversation_user" as const) : ("assistant" as const),
        message: row.message,
        source: "api" as const,
        questionMessageId: messageIds[row.answers ?? index],
        createdAt: row.createdAt,
      })),
    );
    onTestFinished(() =>
      database.db
        .delete(svcMessages)
        .where(inArray(svcMessages.id, messageIds))
        .then(() => undefined),
    );
    return messageIds;
  }

  it("carries the event's message even when it is older than the transcript's latest messages", async () => {
    const start = Date.now() + 120_000;
    const [first] = await addMessages(
      Array.from({ length: transcriptLimit + 3 }, (_, index) => ({ message: `Old ${index}`, createdAt: new Date(start + index * 1000) })),
    );
    const payload = await buildConversationEventPayload(database.db, {
      agentId: ids.agent,
      conversationId: ids.conversation,
      trigger: "each_message",
      messageId: first,
    });
    expect(payload!.message).toMatchObject({ id: first, message: "Old 0" });
    expect(payload!.transcript.map((entry) => entry.id)).not.toContain(first);
    expect(payload!.transcript).toHaveLength(transcriptLimit);
    expect(payload!.transcriptOmitted).toBe(transcriptLimit + 3 + 2 - transcriptLimit);
  });

  it("shows the latest messages as the whole conversation orders them, where an answer shares its question's millisecond", async () => {
    // The 50th latest message is a question stored 0.4 ms after its answer, in the same millisecond: the
    // transcript orders by the millisecond and puts the question first, so its 50 latest start with the answer.
    const start = Math.floor(Date.now() / 1000) * 1000 + 240_000;
    const [question, answer] = await addMessages([
      { message: "Question", createdAt: sql`${new Date(start).toISOString()}::timestamptz + interval '400 microseconds'` },
      { message: "Answer", createdAt: new Date(start), answers: 0 },
      ...Array.from({ length: transcriptLimit - 1 }, (_, index) => ({ message: `Later ${index}`, createdAt: new Date(start + (index + 1) * 1000) })),
    ]);
    const payload = await buildConversationEventPayload(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    expect(payload!.transcript).toHaveLength(transcriptLimit);
    expect(payload!.transcript[0]!.id).toBe(answer);
    expect(payload!.transcript.map((entry) => entry.id)).not.toContain(question);
    expect(payload!.transcript.at(-1)!.message).toBe(`Later ${transcriptLimit - 2}`);
    expect(payload!.transcriptOmitted).toBe(2 + 2 + transcriptLimit - 1 - transcriptLimit);
  });
});

describe("deliverWebhook", () => {
  it("posts the signed payload with the webhook's headers and marks the delivery delivered", async () => {
    const webhook = await addWebhook({ headers: { "X-Tenant": "acme", "webhook-id": "forged" } });
    const [deliveryId] = await emitConversationEvent(database.db, {
      agentId: ids.agent,
      conversationId: ids.conversation,
      trigger: "each_message",
      messageId: ids.answer,
    });
    const job = await claimNextJob(database.db, [deliverWebhookJob.kind], 30);
    expect(job?.subjectId).toBe(deliveryId);

    await deliverWebhook(database.db, job!, { policy });

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["x-tenant"]).toBe("acme");
    expect(request!.headers["webhook-id"]).toBe(deliveryId);
    const payload = new Webhook(webhook.secret).verify(request!.body, request!.headers as Record<string, string>) as ConversationEventPayload;
    expect(payload).toMatchObject({
      type: "each_message",
      agent: { id: ids.agent, name: "Helper", publicName: "Helpful Helper" },
      conversation: { id: ids.conversation, title: "Billing", mode: "ai", status: "active", source: "api", escalationReason: null },
      user: { id: ids.user, firstName: "Grace", lastName: "Hopper", email: "grace@example.test", phoneNumber: "+15550100", fkId: "crm-7" },
      message: { id: ids.answer, senderRole: "assistant", message: "It is in Billing → Invoices." },
      scores: { score: 0.8, feedback: { up: 2, down: 1 } },
    });
    expect(payload.id).toEqual(expect.any(String));
    expect(new Date(payload.timestamp).getTime()).not.toBeNaN();
    expect(payload.transcript.map((entry) => [entry.id, entry.senderRole])).toEqual([
      [ids.question, "conversation_user"],
      [ids.answer, "assistant"],
    ]);

    const delivery = await deliveryRow(deliveryId!);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200, lastError: null });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
  });

  it("throws on a 500 so the job retries, then delivers with the same webhook-id", async () => {
    const webhook = await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    receiver.statuses = [500, 200];

    await expect(deliverWebhook(database.db, attempt(deliveryId!, 1), { policy })).rejects.toThrow(/HTTP 500/);
    expect(await deliveryRow(deliveryId!)).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "HTTP 500" });

    await deliverWebhook(database.db, attempt(deliveryId!, 2), { policy });
    expect(await deliveryRow(deliveryId!)).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200, lastError: null });

    expect(receiver.requests.map((request) => request.headers["webhook-id"])).toEqual([deliveryId, deliveryId]);
    for (const request of receiver.requests) {
      expect(() => new Webhook(webhook.secret).verify(request.body, request.headers as Record<string, string>)).not.toThrow();
    }
    expect(receiver.requests[0]!.body).toBe(receiver.requests[1]!.body);
  });

  it("does nothing when run again after the delivery succeeded", async () => {
    await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy });
    await deliverWebhook(database.db, attempt(deliveryId!, 2), { policy });
    expect(receiver.requests).toHaveLength(1);
  });

  it("marks the delivery failed when the last attempt fails", async () => {
    await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    receiver.statuses = [503];
    await expect(deliverWebhook(database.db, attempt(deliveryId!, 8), { policy })).rejects.toThrow();
    expect(await deliveryRow(deliveryId!)).toMatchObject({ status: "failed", lastStatusCode: 503 });
  });

  it("does not follow redirects", async () => {
    await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    receiver.statuses = [302];
    receiver.redirectTo = receiver.url("/elsewhere");
    await expect(deliverWebhook(database.db, attempt(deliveryId!, 1), { policy })).rejects.toThrow(/HTTP 302/);
    expect(receiver.requests).toHaveLength(1);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    receiver.isSilent = true;
    await expect(deliverWebhook(database.db, attempt(deliveryId!, 1), { policy, timeoutMs: 200 })).rejects.toThrow(/no answer/);
    expect((await deliveryRow(deliveryId!)).lastError).toMatch(/no answer/);
  });

  it("re-checks the URL policy at delivery time and sends nothing when it refuses", async () => {
    await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    await expect(deliverWebhook(database.db, attempt(deliveryId!, 1), { policy: strictPolicy })).rejects.toThrow(/URL refused/);
    expect(receiver.requests).toHaveLength(0);
    expect((await deliveryRow(deliveryId!)).lastError).toContain("URL refused");
  });

  it("fails the delivery without sending when the webhook was deactivated", async () => {
    const webhook = await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    await database.db.update(svcWebhooks).set({ status: "inactive" }).where(eq(svcWebhooks.id, webhook.id));
    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy });
    expect(receiver.requests).toHaveLength(0);
    expect((await deliveryRow(deliveryId!)).status).toBe("failed");
  });
});

describe("the delivery log", () => {
  const firstPage = { page: 1, pageSize: 20 };
  const agentNames = () => ({ id: ids.agent, name: "Helper", publicName: "Helpful Helper" });

  it("keeps every attempt with the receiver's status and latency, and lists the delivery as retrying, then delivered", async () => {
    const webhook = await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    expect((await listDeliveries(database.db, webhook.id, firstPage)).data[0]).toMatchObject({
      id: deliveryId,
      status: "pending",
      attempts: 0,
      recentAttempts: [],
    });

    receiver.statuses = [503, 200];
    await expect(deliverWebhook(database.db, attempt(deliveryId!, 1), { policy })).rejects.toThrow(/HTTP 503/);
    const retrying = (await listDeliveries(database.db, webhook.id, firstPage)).data[0]!;
    expect(retrying).toMatchObject({ status: "retrying", attempts: 1, responseStatusCode: 503, lastError: "HTTP 503", deliveredAt: null });
    expect(retrying.recentAttempts).toEqual([{ attemptedAt: expect.any(String), statusCode: 503, latencyMs: expect.any(Number), error: "HTTP 503" }]);
    expect((await listDeliveries(database.db, webhook.id, { ...firstPage, status: "retrying" })).totalItems).toBe(1);
    expect((await listDeliveries(database.db, webhook.id, { ...firstPage, status: "pending" })).totalItems).toBe(0);

    await deliverWebhook(database.db, attempt(deliveryId!, 2), { policy });
    const delivered = (await listDeliveries(database.db, webhook.id, firstPage)).data[0]!;
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2, responseStatusCode: 200, lastError: null, nextRetryAt: null });
    expect(delivered.recentAttempts.map((logged) => logged.statusCode)).toEqual([200, 503]);
    expect(delivered.latencyMs).toBe(delivered.recentAttempts[0]!.latencyMs);
  });

  it("replays a delivered delivery with the same webhook-id and a new job, and refuses one still being sent", async () => {
    const webhook = await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    await expect(replayDelivery(database.db, webhook, deliveryId!)).rejects.toMatchObject({ status: 400 });
    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy });

    const replayed = await replayDelivery(database.db, webhook, deliveryId!);
    expect(replayed).toMatchObject({ id: deliveryId, status: "pending", attempts: 1, deliveredAt: null });
    // A replayed delivery waits for its first new attempt: the last run's answer no longer stands for it.
    expect(await deliveryRow(deliveryId!)).toMatchObject({ lastStatusCode: null, lastError: null });
    expect(await database.db.select().from(svcJobs).where(eq(svcJobs.subjectId, deliveryId!))).toHaveLength(2);

    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy });
    expect(receiver.requests.map((request) => request.headers["webhook-id"])).toEqual([deliveryId, deliveryId]);
    expect(await deliveryRow(deliveryId!)).toMatchObject({ status: "delivered", attempts: 2 });
    await expect(replayDelivery(database.db, webhook, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it("sends a signed test event to a webhook whatever it listens for", async () => {
    const webhook = await addWebhook({ triggerCondition: "end_dialog" });
    const queued = await sendTestEvent(database.db, agentNames(), webhook);
    expect(queued).toMatchObject({ eventType: "test", status: "pending", attempts: 0, nextRetryAt: expect.any(String) });

    await deliverWebhook(database.db, attempt(queued.id, 1), { policy });
    const payload = new Webhook(webhook.secret).verify(receiver.requests[0]!.body, receiver.requests[0]!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: "test", agent: agentNames(), webhook: { id: webhook.id, title: "Hook", triggerCondition: "end_dialog" } });
    expect(payload).not.toHaveProperty("conversation");

    const inactive = await addWebhook({ status: "inactive" });
    await expect(sendTestEvent(database.db, agentNames(), inactive)).rejects.toMatchObject({ status: 400 });
  });
});

describe("delivering to the console's own receiver", () => {
  const consolePolicy = (): UrlPolicy => ({
    ...strictPolicy,
    consoleUrls: [receiver.url("")],
    thisServerUrl: receiver.url(""),
    consoleReach: "webhook-receiver",
  });
  const receiverPath = (webhookId: string) => `/api/webhooks/${webhookId}`;

  it("hands the signed delivery to the receiver in this process, without HTTP, and marks it delivered", async () => {
    const received: { webhookId: string; headers: Headers; body: string }[] = [];
    registerInProcessReceiver(async (delivery) => {
      received.push(delivery);
      return { status: 200 };
    });
    onTestFinished(() => registerInProcessReceiver(undefined));
    const consoleWebhookId = crypto.randomUUID();
    const webhook = await addWebhook({ url: receiver.url(receiverPath(consoleWebhookId)) });
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });

    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy: consolePolicy() });

    expect(receiver.requests).toHaveLength(0);
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.webhookId).toBe(consoleWebhookId);
    expect(delivery!.headers.get("webhook-id")).toBe(deliveryId);
    expect(() => new Webhook(webhook.secret).verify(delivery!.body, Object.fromEntries(delivery!.headers))).not.toThrow();
    expect(await deliveryRow(deliveryId!)).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
  });

  it("records the receiver's refusal like an HTTP one, so the job retries", async () => {
    registerInProcessReceiver(async () => ({ status: 401 }));
    onTestFinished(() => registerInProcessReceiver(undefined));
    await addWebhook({ url: receiver.url(receiverPath(crypto.randomUUID())) });
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });

    await expect(deliverWebhook(database.db, attempt(deliveryId!, 1), { policy: consolePolicy() })).rejects.toThrow(/HTTP 401/);
    expect(await deliveryRow(deliveryId!)).toMatchObject({ status: "pending", lastStatusCode: 401 });
  });

  it("posts over HTTP to the console's public URL when it is not this server (a proxy or another instance may stand there)", async () => {
    const received: unknown[] = [];
    registerInProcessReceiver(async (delivery) => {
      received.push(delivery);
      return { status: 200 };
    });
    onTestFinished(() => registerInProcessReceiver(undefined));
    await addWebhook({ url: receiver.url(receiverPath(crypto.randomUUID())) });
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });
    const publicOnly: UrlPolicy = { ...consolePolicy(), thisServerUrl: "http://localhost:1" };

    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy: publicOnly });

    expect(received).toHaveLength(0);
    expect(receiver.requests).toHaveLength(1);
  });

  it("posts over HTTP when the URL is not this console's, even with a receiver registered", async () => {
    const received: unknown[] = [];
    registerInProcessReceiver(async (delivery) => {
      received.push(delivery);
      return { status: 200 };
    });
    onTestFinished(() => registerInProcessReceiver(undefined));
    await addWebhook();
    const [deliveryId] = await emitConversationEvent(database.db, { agentId: ids.agent, conversationId: ids.conversation, trigger: "each_message" });

    await deliverWebhook(database.db, attempt(deliveryId!, 1), { policy });

    expect(received).toHaveLength(0);
    expect(receiver.requests).toHaveLength(1);
  });
});
