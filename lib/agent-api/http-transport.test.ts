import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sendOverHttp } from "./http-transport";

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;
let handle: Handler = (_request, _body, response) => response.end();
const sockets = new Set<Socket>();
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => handle(request, Buffer.concat(chunks), response));
});
server.on("connection", (socket) => sockets.add(socket));
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (init: { method?: string; headers?: HeadersInit; body?: string | FormData; timeoutMs?: number; signal?: AbortSignal } = {}) =>
  sendOverHttp({
    url: `${baseUrl}/external/agents?page=2`,
    method: init.method ?? "GET",
    headers: new Headers(init.headers),
    body: init.body,
    timeoutMs: init.timeoutMs ?? 5_000,
    signal: init.signal,
  });

describe("calls over HTTP", () => {
  it("sends the method, path, headers and body, without asking a loopback upstream for gzip, and reads a gzipped answer with its headers", async () => {
    let seen: { method?: string; url?: string; key?: string; encoding?: string; body?: string } = {};
    handle = (request, body, response) => {
      seen = {
        method: request.method,
        url: request.url,
        key: request.headers["organization-secret-key"] as string,
        encoding: request.headers["accept-encoding"],
        body: body.toString(),
      };
      response.writeHead(201, { "content-type": "application/json", "content-encoding": "gzip", "x-request-id": "req-1" });
      response.end(gzipSync(JSON.stringify({ ok: "é" })));
    };
    const answer = await call({ method: "POST", headers: { "Organization-Secret-Key": "k1", "content-type": "application/json" }, body: '{"name":"ü"}' });
    expect(seen).toEqual({ method: "POST", url: "/external/agents?page=2", key: "k1", encoding: undefined, body: '{"name":"ü"}' });
    expect(answer).toMatchObject({ status: 201, text: '{"ok":"é"}' });
    expect(answer.headers.get("x-request-id")).toBe("req-1");
  });

  it("sends a form as multipart with its boundary", async () => {
    let received: FormData | undefined;
    handle = async (request, body, response) => {
      received = await new Response(new Uint8Array(body), { headers: { "content-type": request.headers["content-type"]! } }).formData();
      response.end();
    };
    const form = new FormData();
    form.append("purpose", "knowledge");
    form.append("file", new Blob(["hello"], { type: "text/plain" }), "hello.txt");
    await call({ method: "POST", body: form });
    expect(received?.get("purpose")).toBe("knowledge");
    expect(await (received?.get("file") as File).text()).toBe("hello");
  });

  it("keeps the connection open for the next call", async () => {
    handle = (_request, _body, response) => response.end("{}");
    await call();
    const before = sockets.size;
    await call();
    await call();
    expect(sockets.size).toBe(before);
  });

  it("fails on an answer cut off halfway", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    await expect(call()).rejects.toThrow();
  });

  it("gives up after its time with a TimeoutError and closes the connection, or when the caller's signal aborts, with its reason", async () => {
    let held: Socket | undefined;
    handle = (request) => void (held = request.socket);
    const startedAt = performance.now();
    await expect(call({ timeoutMs: 50 })).rejects.toMatchObject({ name: "TimeoutError" });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(45);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held?.destroyed).toBe(true);

    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("the browser went away")), 20);
    await expect(call({ signal: controller.signal })).rejects.toThrow("the browser went away");
    await expect(call({ signal: AbortSignal.abort(new Error("already gone")) })).rejects.toThrow("already gone");
  });
});
