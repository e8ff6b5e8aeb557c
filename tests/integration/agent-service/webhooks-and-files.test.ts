import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, createTestConversation, eventually, prefixes, type TestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

const forbiddenBody = { status: 403, name: "FORBIDDEN_ERROR", message: "INVALID_CREDENTIALS", details: [] };
const invalidUrlMessage = "Invalid webhook URL. The URL must use HTTPS and resolve only to public IP addresses.";

type Delivery = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on 127.0.0.1 (an allowed host of the test server). */
const deliveries: Delivery[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(204).end();
  });
});
const receiverUrl = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;

beforeAll(async () => {
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

function registerWebhook(agent: TestAgent, body: Record<string, unknown>, prefix = "/external") {
  return callService(baseUrl, "POST", `${prefix}/agents/webhooks`, {
    key: agent.key,
    region: agent.organization.region,
    body: { title: "CRM sync", description: "Sends conversations to the CRM", triggerCondition: "each_message", ...body },
  });
}

async function uploadUrl(agent: TestAgent, path: string, body: { fileName: string; contentType: string }) {
  const response = await callService(baseUrl, "POST", path, { key: agent.key, region: agent.organization.region, body });
  expect(response.status).toBe(200);
  return response.body as { signedUrl: string; storagePath: string };
}

function put(url: string, body: BodyInit, contentType: string) {
  return fetch(url, { method: "PUT", headers: { "content-type": contentType }, body });
}

describe("webhook registration", () => {
  it.each(prefixes)("answers 201 with the signing secret under %s", async (prefix) => {
    const agent = await createTestAgent(baseUrl);
    const response = await registerWebhook(agent, { url: "https://93.184.216.34/hooks/crm", headers: { "X-Api-Token": "t0ken" } }, prefix);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      agentId: agent.id,
      title: "CRM sync",
      url: "https://93.184.216.34/hooks/crm",
      triggerCondition: "each_message",
      headers: { "X-Api-Token": "t0ken" },
      status: "active",
      signingSecret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
  });

  it.each([
    ["http://example.com/x", "HTTPS"],
    ["https://10.0.0.5/x", "private"],
    ["https://169.254.169.254/", "link-local"],
    ["https://[::ffff:127.0.0.1]/x", "loopback"],
    ["https://localhost.localdomain.invalid/x", "resolve"],
  ])("refuses %s with 400", async (url, reason) => {
    const agent = await createTestAgent(baseUrl);
    const response = await registerWebhook(agent, { url });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, name: "BAD_REQUEST", message: invalidUrlMessage });
    expect(response.body.details).toEqual([{ field: "url", message: expect.stringContaining(reason) }]);
  });

  it("accepts a URL on an allowed host (127.0.0.1), over http", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await registerWebhook(agent, { url: receiverUrl("/hook"), triggerCondition: "start_dialog" });
    expect(response.status).toBe(201);
    expect(response.body.signingSecret).toMatch(/^whsec_/);
  });

  it("refuses custom headers that would override the delivery's own", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await registerWebhook(agent, { url: "https://93.184.216.34/x", headers: { "Webhook-Signature": "v1,forged" } });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ field: "headers.Webhook-Signature", message: expect.any(String) }]);
  });

  it("registers in the EU region with an EU key", async () => {
    const agent = await createTestAgent(baseUrl, { region: "eu" });
    const response = await registerWebhook(agent, { url: "https://93.184.216.34/eu" });
    expect(response.status).toBe(201);
  });
});

describe("signed prompt file uploads", () => {
  it("issues a URL that takes one PUT of the file with the signed content type", async () => {
    const agent = await createTestAgent(baseUrl);
    const { signedUrl, storagePath } = await uploadUrl(agent, "/external/prompts/upload-url", { fileName: "notes.txt", contentType: "text/plain" });
    expect(storagePath).toMatch(new RegExp(`^prompt-files/${agent.id}/[0-9a-f-]{36}/notes\\.txt$`));
    expect(new URL(signedUrl).pathname).toBe("/api/external/files/upload");

    const stored = await put(signedUrl, "Remember the milk.", "text/plain");
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ storagePath, size: 18 });

    const again = await put(signedUrl, "Something else.", "text/plain");
    expect(again.status).toBe(409);
  });

  it("refuses another content type with 403", async () => {
    const agent = await createTestAgent(baseUrl);
    const { signedUrl } = await uploadUrl(agent, "/api/external/prompts/upload-url", { fileName: "notes.txt", contentType: "text/plain" });
    const response = await put(signedUrl, "<script>alert(1)</script>", "text/html");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(forbiddenBody);
    expect((await put(signedUrl, "fine", "text/plain; charset=utf-8")).status).toBe(200);
  });

  it("refuses a tampered signature, path or type with 403", async () => {
    const agent = await createTestAgent(baseUrl);
    const { signedUrl } = await uploadUrl(agent, "/external/prompts/upload-url", { fileName: "data.json", contentType: "application/json" });
    const tamper = (name: string, value: string) => {
      const url = new URL(signedUrl);
      url.searchParams.set(name, value);
      return url.toString();
    };
    const signature = new URL(signedUrl).searchParams.get("signature")!;
    for (const url of [
      tamper("signature", `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`),
      tamper("path", `prompt-files/${agent.id}/other/data.json`),
      tamper("expires", String(Math.floor(Date.now() / 1000) + 86_400)),
    ]) {
      const response = await put(url, "{}", "application/json");
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbiddenBody);
    }
    const tamperedType = await put(tamper("type", "text/plain"), "{}", "text/plain");
    expect(tamperedType.status).toBe(403);
  });

  it("refuses a body over 25 MiB with 413", async () => {
    const agent = await createTestAgent(baseUrl);
    const { signedUrl } = await uploadUrl(agent, "/external/prompts/upload-url", { fileName: "big.bin", contentType: "application/octet-stream" });
    const response = await put(signedUrl, new Uint8Array(25 * 1024 * 1024 + 1), "application/octet-stream");
    expect(response.status).toBe(413);
    expect((await put(signedUrl, new Uint8Array(1024), "application/octet-stream")).status).toBe(200);
  });

  it("works in the EU region and under the /external prefix", async () => {
    const agent = await createTestAgent(baseUrl, { region: "eu" });
    const { signedUrl } = await uploadUrl(agent, "/external/prompts/upload-url", { fileName: "eu.md", contentType: "text/markdown" });
    const url = new URL(signedUrl);
    expect(url.pathname).toBe("/regions/eu/api/external/files/upload");
    url.pathname = "/regions/eu/external/files/upload";
    expect((await put(url.toString(), "# Hallo", "text/markdown")).status).toBe(200);
  });
});

describe("the signed file routes in the OpenAPI document", () => {
  it("are listed under both prefixes, without a key", async () => {
    const document = await (await fetch(`${baseUrl}/api/external/docs/openapi.json`)).json();
    for (const prefix of prefixes) {
      expect(document.paths[`${prefix}/files/upload`].put).toMatchObject({ security: [], responses: { 200: expect.any(Object), 409: expect.any(Object) } });
      expect(document.paths[`${prefix}/files/download`].get).toMatchObject({ security: [] });
    }
  });
});

/** These need users and conversations (POST /external/users, POST /external/conversations). */
describe("message files and webhook deliveries on conversations", () => {
  const newConversation = (agent: TestAgent) => createTestConversation(baseUrl, agent, "Files");

  it("uploads a message file, attaches it to a message and serves it back through a signed download URL", async () => {
    const agent = await createTestAgent(baseUrl);
    const { conversation } = await newConversation(agent);
    const { signedUrl, storagePath } = await uploadUrl(agent, `/external/conversations/${conversation.id}/message-files/upload-url`, {
      fileName: "Grüße (1).txt",
      contentType: "text/plain",
    });
    expect(storagePath).toMatch(new RegExp(`^conversations/${conversation.id}/[0-9a-f-]{36}/Grüße \\(1\\)\\.txt$`));

    const notYet = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, {
      key: agent.key,
      body: { message: "See attached", files: [{ fileName: "Grüße (1).txt", storagePath }] },
    });
    expect(notYet.status).toBe(400);
    expect(notYet.body.details).toEqual([{ field: "files.0.storagePath", message: expect.stringContaining("not been uploaded") }]);

    expect((await put(signedUrl, "Hello, file.", "text/plain")).status).toBe(200);
    const sent = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, {
      key: agent.key,
      body: { message: "See attached", files: [{ fileName: "Grüße (1).txt", storagePath }] },
    });
    expect(sent.status).toBe(201);

    const history = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}/messages`, { key: agent.key });
    const withFile = history.body.messages.find((message: any) => message.files?.length);
    expect(withFile.files[0]).toMatchObject({ fileName: "Grüße (1).txt", size: 12 });
    const fileId = withFile.files[0].id;

    const link = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}/message-files/${fileId}/signed-url`, { key: agent.key });
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ signedUrl: expect.stringContaining("/api/external/files/download?"), fileId });

    const file = await fetch(link.body.signedUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("Hello, file.");
    expect(file.headers.get("content-type")).toBe("text/plain");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="Gr__e (1).txt"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%281%29.txt`);

    const upload = await fetch(link.body.signedUrl, { method: "PUT", headers: { "content-type": "text/plain" }, body: "overwrite" });
    expect(upload.status).toBe(404);
    const asUpload = new URL(link.body.signedUrl);
    asUpload.pathname = "/api/external/files/upload";
    expect((await put(asUpload.toString(), "overwrite", "text/plain")).status).toBe(403);
  });

  it("answers 404 for another agent's conversation and for a file that is not the conversation's", async () => {
    const agent = await createTestAgent(baseUrl);
    const other = await createTestAgent(baseUrl);
    const { conversation } = await newConversation(agent);
    const foreign = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/message-files/upload-url`, {
      key: other.key,
      body: { fileName: "x.png", contentType: "image/png" },
    });
    expect(foreign.status).toBe(404);
    const missing = await callService(baseUrl, "GET", `/external/conversations/${conversation.id}/message-files/${crypto.randomUUID()}/signed-url`, {
      key: agent.key,
    });
    expect(missing.status).toBe(404);
  });

  it("delivers a signed start_dialog event to a registered receiver", async () => {
    const agent = await createTestAgent(baseUrl);
    const registered = await registerWebhook(agent, {
      url: receiverUrl(`/start/${agent.id}`),
      triggerCondition: "start_dialog",
      headers: { "X-Tenant": "acme" },
    });
    expect(registered.status).toBe(201);
    const { user, conversation } = await newConversation(agent);

    const delivery = await eventually(async () => deliveries.find((entry) => entry.body.includes(conversation.id)));
    expect(delivery.headers["x-tenant"]).toBe("acme");
    expect(delivery.headers["content-type"]).toBe("application/json");
    const payload = new Webhook(registered.body.signingSecret).verify(delivery.body, delivery.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: "start_dialog",
      agent: { id: agent.id },
      conversation: { id: conversation.id, title: "Files" },
      user: { id: user.id, firstName: "Ada", lastName: "Lovelace" },
      transcript: [],
      scores: { feedback: { up: 0, down: 0 } },
    });
  });

  it("delivers each_message for every turn and end_dialog when the conversation closes, each signed", async () => {
    const agent = await createTestAgent(baseUrl);
    const turns = await registerWebhook(agent, { url: receiverUrl(`/turns/${agent.id}`), triggerCondition: "each_message" });
    const endings = await registerWebhook(agent, { url: receiverUrl(`/endings/${agent.id}`), triggerCondition: "end_dialog" });
    const { conversation } = await newConversation(agent);

    const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, {
      key: agent.key,
      body: { message: "Hello, what can you do?" },
    });
    const turn = await eventually(async () =>
      deliveries.find((entry) => entry.headers["webhook-id"] && entry.body.includes(reply.body.id) && entry.body.includes('"each_message"')),
    );
    const turnPayload = new Webhook(turns.body.signingSecret).verify(turn.body, turn.headers as Record<string, string>);
    expect(turnPayload).toMatchObject({
      type: "each_message",
      message: { id: reply.body.id, senderRole: "assistant" },
      transcript: [
        expect.objectContaining({ senderRole: "conversation_user", message: "Hello, what can you do?" }),
        expect.objectContaining({ senderRole: "assistant" }),
      ],
    });
    expect(() => new Webhook(endings.body.signingSecret).verify(turn.body, turn.headers as Record<string, string>)).toThrow();

    const states = await callService(baseUrl, "GET", "/external/conversations/states", { key: agent.key });
    const closed = states.body.find((state: any) => state.name === "Closed");
    await callService(baseUrl, "PUT", `/external/conversations/${conversation.id}`, { key: agent.key, body: { conversationStateId: closed.id } });
    const ending = await eventually(async () => deliveries.find((entry) => entry.body.includes(conversation.id) && entry.body.includes('"end_dialog"')));
    expect(new Webhook(endings.body.signingSecret).verify(ending.body, ending.headers as Record<string, string>)).toMatchObject({
      type: "end_dialog",
      conversation: { id: conversation.id },
    });
  });
});
