import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FetchAborted, FetchFailure } from "./fetch-failure";
import { httpGet, type HttpGetOptions } from "./http-get";

const mebibyte = 1024 * 1024;
let server: Server;
let base: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? "");
    switch (request.url) {
      case "/page":
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<p>Hello</p>");
        return;
      case "/moved":
        response.writeHead(302, { location: "/page" }).end("moved");
        return;
      case "/gzip":
        response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" }).end(gzipSync("compressed text"));
        return;
      case "/big-declared":
        response.writeHead(200, { "content-type": "text/plain", "content-length": String(mebibyte + 1) }).end("x".repeat(mebibyte + 1));
        return;
      case "/big-streamed":
        response.writeHead(200, { "content-type": "text/plain" });
        response.write("x".repeat(mebibyte));
        response.end("x");
        return;
      case "/gzip-bomb":
        response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(4 * mebibyte, 0x61)));
        return;
      case "/slow":
        setTimeout(() => response.writeHead(200).end("late"), 3_000).unref();
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = (changes: Partial<HttpGetOptions> = {}): HttpGetOptions => ({
  signal: new AbortController().signal,
  timeoutMs: 2_000,
  maxBytes: mebibyte,
  isTrustedHost: true,
  userAgent: "SwitchboardBot/1.0",
  accept: "text/html",
  ...changes,
});

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchFailure);
  return (error as FetchFailure).reason;
}

describe("httpGet", () => {
  it("answers a page with its status, type and body", async () => {
    const answer = await httpGet(new URL(`${base}/page`), options());
    expect(answer).toMatchObject({ status: 200, contentType: "text/html; charset=utf-8" });
    expect(answer.body.toString()).toBe("<p>Hello</p>");
  });

  it("does not follow redirects", async () => {
    expect(await httpGet(new URL(`${base}/moved`), options())).toMatchObject({ status: 302, location: "/page", body: Buffer.alloc(0) });
  });

  it("decodes compressed bodies", async () => {
    expect((await httpGet(new URL(`${base}/gzip`), options())).body.toString()).toBe("compressed text");
  });

  it("refuses bodies over the size cap, declared or streamed or decompressed", async () => {
    for (const path of ["/big-declared", "/big-streamed", "/gzip-bomb"]) {
      expect(await failureOf(httpGet(new URL(`${base}${path}`), options()))).toBe("larger than 1 MiB");
    }
  });

  it("gives up after the timeout", async () => {
    expect(await failureOf(httpGet(new URL(`${base}/slow`), options({ timeoutMs: 200 })))).toBe("no answer within 0.2 s");
  });

  it("abandons the request at once when its crawl is cancelled", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = httpGet(new URL(`${base}/slow`), options({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toBeInstanceOf(FetchAborted);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("refuses loopback and private addresses unless the host is trusted, before connecting, saying how to allow them", async () => {
    const before = requested.length;
    const { host } = new URL(base);
    expect(await failureOf(httpGet(new URL(`${base}/page`), options({ isTrustedHost: false })))).toBe(
      `127.0.0.1 is not a public address (loopback); set SCRAPER_ALLOWED_HOSTS=${host} on the server to allow crawling it`,
    );
    expect(await failureOf(httpGet(new URL("http://10.0.0.1/"), options({ isTrustedHost: false })))).toBe(
      "10.0.0.1 is not a public address (private); set SCRAPER_ALLOWED_HOSTS=10.0.0.1 on the server to allow crawling it",
    );
    expect(await failureOf(httpGet(new URL("http://169.254.169.254/latest/meta-data/"), options({ isTrustedHost: false })))).toBe(
      "169.254.169.254 is not a public address (link-local); set SCRAPER_ALLOWED_HOSTS=169.254.169.254 on the server to allow crawling it",
    );
    expect(await failureOf(httpGet(new URL("http://[::1]:8080/"), options({ isTrustedHost: false })))).toBe(
      "[::1] is not a public address (loopback); set SCRAPER_ALLOWED_HOSTS=[::1]:8080 on the server to allow crawling it",
    );
    expect(requested.length).toBe(before);
  });

  it("refuses a host name that resolves to a non-public address, at connect time, saying how to allow it", async () => {
    const port = new URL(base).port;
    expect(await failureOf(httpGet(new URL(`http://localhost:${port}/page`), options({ isTrustedHost: false })))).toMatch(
      new RegExp(`^localhost resolves to a non-public address \\(loopback\\); set SCRAPER_ALLOWED_HOSTS=localhost:${port} on the server to allow crawling it$`),
    );
  });

  it("says when nobody listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureOf(httpGet(new URL(`http://127.0.0.1:${port}/`), options()))).toBe("the connection was refused");
  });
});
