import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { callFunction, maxFunctionResultChars } from "./call-function";
import type { UrlPolicy } from "../webhooks/url-policy";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Answer = { status?: number; body?: string; delayMs?: number };

let server: Server;
let origin: string;
const received: Received[] = [];
let nextAnswer: Answer = {};

const trusting: UrlPolicy = { allowedHosts: ["127.0.0.1"], resolve: async () => ["127.0.0.1"] };
const strict: UrlPolicy = { allowedHosts: [], resolve: async () => ["127.0.0.1"] };

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = "";
    for await (const part of request) body += part;
    received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
    const answer = nextAnswer;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    response.writeHead(answer.status ?? 200, { "content-type": "application/json" });
    response.end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  nextAnswer = {};
});

describe("callFunction", () => {
  it("POSTs the arguments with the conversation id and answers the endpoint's body", async () => {
    nextAnswer = { body: '{"status":"shipped"}' };
    const result = await callFunction(
      { url: `${origin}/orders`, method: "POST", headers: { Authorization: "Bearer secret" } },
      { orderId: "A-1" },
      "c0ffee00-0000-4000-8000-000000000000",
      { policy: trusting },
    );
    expect(result).toBe('{"status":"shipped"}');
    expect(received).toEqual([expect.objectContaining({ method: "POST", url: "/orders", body: '{"orderId":"A-1"}' })]);
    expect(received[0]!.headers).toMatchObject({
      authorization: "Bearer secret",
      "content-type": "application/json",
      "x-conversation-id": "c0ffee00-0000-4000-8000-000000000000",
    });
  });

  it("GETs with the arguments in the query string", async () => {
    nextAnswer = { body: "sunny" };
    expect(await callFunction({ url: `${origin}/weather`, method: "GET" }, { city: "Oslo" }, undefined, { policy: trusting })).toBe("sunny");
    expect(received[0]).toMatchObject({ method: "GET", url: "/weather?city=Oslo", body: "" });
    expect(received[0]!.headers["x-conversation-id"]).toBeUndefined();
  });

  it("reports an endpoint's error status with what it said", async () => {
    nextAnswer = { status: 503, body: "down for maintenance" };
    const result = JSON.parse(await callFunction({ url: `${origin}/x`, method: "POST" }, {}, undefined, { policy: trusting }));
    expect(result).toEqual({ error: "the endpoint answered HTTP 503", body: "down for maintenance" });
  });

  it("reports an answer that takes too long", async () => {
    nextAnswer = { delayMs: 1_000, body: "late" };
    const result = JSON.parse(await callFunction({ url: `${origin}/slow`, method: "GET" }, {}, undefined, { policy: trusting, timeoutMs: 100 }));
    expect(result.error).toMatch(/no answer within 0.1 s/);
  });

  it("refuses a private address the policy does not trust, without calling it", async () => {
    const result = JSON.parse(await callFunction({ url: `${origin}/x`, method: "GET" }, {}, undefined, { policy: strict }));
    expect(result.error).toMatch(/URL is refused: the URL must use HTTPS/);
    const https = JSON.parse(await callFunction({ url: "https://127.0.0.1/x", method: "GET" }, {}, undefined, { policy: strict }));
    expect(https.error).toMatch(/not public \(loopback\)/);
    expect(received).toEqual([]);
  });

  it("reports an endpoint that cannot be reached", async () => {
    const result = JSON.parse(await callFunction({ url: "http://127.0.0.1:9/x", method: "GET" }, {}, undefined, { policy: trusting }));
    expect(result.error).toMatch(/the call failed/);
  });

  it("shows the model at most the first part of a long answer, and the status of an empty one", async () => {
    nextAnswer = { body: "x".repeat(maxFunctionResultChars + 500) };
    expect(await callFunction({ url: `${origin}/big`, method: "GET" }, {}, undefined, { policy: trusting })).toHaveLength(maxFunctionResultChars);
    nextAnswer = { status: 204 };
    expect(await callFunction({ url: `${origin}/none`, method: "DELETE" }, {}, undefined, { policy: trusting })).toBe('{"status":204}');
  });
});
