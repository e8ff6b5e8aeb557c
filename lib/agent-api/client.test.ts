import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rotateAgentApiKey } from "./contract/agent-api-keys";
import { getAgentByApiKey } from "./contract/agents";
import { createConversation } from "./contract/conversations";
import { AgentApiError } from "./errors";

type Scripted = { status: number; body?: unknown; headers?: Record<string, string>; hang?: boolean };

const script: Scripted[] = [];
const received: IncomingMessage[] = [];
const upstream = createServer((request, response) => {
  received.push(request);
  request.resume();
  const next = script.shift() ?? { status: 500 };
  if (next.hang) return;
  response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
  response.end(next.body === undefined ? "" : JSON.stringify(next.body));
});

const agent = {
  organizationId: "o1",
  organizationName: "Org",
  id: "a1",
  name: "Agent",
  publicName: "Agent",
  role: "Support",
  vectorStoreId: "vs_1",
  aiConfig: {
    id: "asst_1",
    model: "gpt-9",
    temperature: 1,
    topP: 1,
    instructions: "",
    isCodeInterpreterEnabled: false,
    isFileSearchEnabled: true,
    fileSearchMaxNumResults: 10,
    outputJsonSchema: "{}",
  },
  status: "active",
  skills: [],
  somethingNew: { nested: true },
};

let callAgentApi: typeof import("./client").callAgentApi;
const sleeps: number[] = [];
const options = { sleep: async (ms: number) => void sleeps.push(ms) };
const credentials = { key: "agent-key-0001", region: "us" as const };

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const address = upstream.address() as { port: number };
  process.env.AGENT_API_US_URL = `http://127.0.0.1:${address.port}`;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "client-test-"));
  ({ callAgentApi } = await import("./client"));
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

function reset(...steps: Scripted[]) {
  script.splice(0, script.length, ...steps);
  received.splice(0, received.length);
  sleeps.splice(0, sleeps.length);
}

describe("callAgentApi against a real deployment", () => {
  it("sends the key in its scope's header only, to the real deployment's path, and passes unknown fields through", async () => {
    reset({ status: 200, body: agent, headers: { "x-request-id": "req-1" } });
    const result = await callAgentApi(getAgentByApiKey, {}, credentials, options);
    expect(result).toMatchObject({ id: "a1", somethingNew: { nested: true }, aiConfig: { model: "gpt-9" } });
    const [request] = received;
    expect(request!.url).toBe("/external/agents/by-api-key");
    expect(request!.headers["agent-secret-key"]).toBe("agent-key-0001");
    expect(request!.headers["organization-secret-key"]).toBeUndefined();
    expect(request!.headers["super-admin-secret-key"]).toBeUndefined();
    expect(request!.headers.authorization).toBeUndefined();
  });

  it("retries a read after 429 (waiting Retry-After) and 500, then succeeds", async () => {
    reset(
      { status: 429, body: { status: 429, name: "TOO_MANY_REQUESTS_ERROR", message: "RATE_LIMIT_EXCEEDED", details: [] }, headers: { "retry-after": "2" } },
      { status: 500, body: { status: 500, message: "Internal Server Error" } },
      { status: 200, body: agent },
    );
    await expect(callAgentApi(getAgentByApiKey, {}, credentials, options)).resolves.toMatchObject({ id: "a1" });
    expect(received).toHaveLength(3);
    expect(sleeps[0]).toBeGreaterThanOrEqual(2000);
  });

  it("answers a long Retry-After at once, with it, instead of sleeping it", async () => {
    reset({
      status: 429,
      body: { status: 429, name: "TOO_MANY_REQUESTS_ERROR", message: "RATE_LIMIT_EXCEEDED", details: [] },
      headers: { "retry-after": "40" },
    });
    const error = await callAgentApi(getAgentByApiKey, {}, credentials, options).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, options: { retryAfterSeconds: 40, attempts: 1 } });
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("gives up after three attempts with the last failure, typed", async () => {
    reset({ status: 503 }, { status: 503 }, { status: 500, body: { status: 500, message: "Internal Server Error" }, headers: { "x-request-id": "req-9" } });
    const error = await callAgentApi(getAgentByApiKey, {}, credentials, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AgentApiError);
    expect(error).toMatchObject({ status: 500, errorName: "HTTP_500", message: "Internal Server Error", options: { requestId: "req-9", attempts: 3 } });
    expect(received).toHaveLength(3);
  });

  it("never retries a POST", async () => {
    reset({ status: 500, body: { status: 500, message: "Internal Server Error" } }, { status: 201, body: {} });
    await expect(callAgentApi(createConversation, { body: { conversationUserId: "u1" } }, credentials, options)).rejects.toMatchObject({ status: 500 });
    expect(received).toHaveLength(1);
  });

  it("retries a POST its caller marks repeatable, as a read", async () => {
    const rotated = {
      id: "k1",
      agentId: "a1",
      name: "Console key",
      prefix: "5f0c2a1b",
      lastFour: "9d3e",
      status: "active",
      expiresAt: null,
      createdAt: "2026-11-01T00:00:00.000Z",
      lastUsedAt: null,
      revokedAt: null,
      apiKey: "5f0c2a1b-0000-4000-8000-000000009d3e",
    };
    reset({ status: 500, body: { status: 500, message: "Internal Server Error" } }, { status: 200, body: rotated });
    const call = callAgentApi(rotateAgentApiKey, { params: { id: "a1", keyId: "k1" } }, credentials, { ...options, isRepeatable: true });
    await expect(call).resolves.toMatchObject({ id: "k1", apiKey: rotated.apiKey });
    expect(received).toHaveLength(2);
  });

  it("does not retry a 403 and keeps the upstream's error name", async () => {
    reset({ status: 403, body: { status: 403, name: "FORBIDDEN_ERROR", message: "INVALID_CREDENTIALS", details: [] } });
    await expect(callAgentApi(getAgentByApiKey, {}, credentials, options)).rejects.toMatchObject({
      status: 403,
      errorName: "FORBIDDEN_ERROR",
      isForbidden: true,
    });
    expect(received).toHaveLength(1);
  });

  it("refuses an answer outside the contract", async () => {
    reset({ status: 200, body: { id: 42 } });
    await expect(callAgentApi(getAgentByApiKey, {}, credentials, options)).rejects.toMatchObject({ status: 502, errorName: "INVALID_RESPONSE" });
  });

  it("times out, retrying a read, and says so", async () => {
    reset({ status: 200, hang: true }, { status: 200, hang: true }, { status: 200, hang: true });
    await expect(callAgentApi(getAgentByApiKey, {}, credentials, { ...options, timeoutMs: 50 })).rejects.toMatchObject({ status: 504, errorName: "TIMEOUT" });
    expect(received).toHaveLength(3);
  });

  it("stops at once when the caller aborts, without retrying a read", async () => {
    reset({ status: 200, hang: true }, { status: 200, body: agent });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(callAgentApi(getAgentByApiKey, {}, credentials, { ...options, signal: controller.signal })).rejects.toMatchObject({
      status: 502,
      errorName: "NETWORK_ERROR",
    });
    expect(received).toHaveLength(1);
  });
});
