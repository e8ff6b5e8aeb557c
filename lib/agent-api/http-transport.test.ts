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

const call = (init: { method?: string; headers?: HeadersInit; body?: string | FormData; signal?: AbortSignal } = {}) =>
  sendOverHttp({
    url: `${baseUrl}/external/agents?page=2`,
    method: init.method ?? "GET",
    headers: new Headers(init.headers),
    body: init.body,
    signal: init.signal ?? AbortSignal.timeout(5_000),
  });

describe("calls over HTTP", () => {
  it("sends the method, path, headers and body, and reads a gzipped answer with its headers", async () => {
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
    expect(seen).toEqual({ method: "POST", url: "/external/agents?page=2", key: "k1", encoding: "gzip", body: '{"name":"ü"}' });
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

  it("fails on an answer cut off halfway, and with the signal's reason when it gives up", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    await expect(call()).rejects.toThrow();

    handle = () => undefined;
    await expect(call({ signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
