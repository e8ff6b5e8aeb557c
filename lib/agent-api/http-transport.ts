import "server-only";
import http from "node:http";
import https from "node:https";
import { gunzipSync, inflateSync } from "node:zlib";

import { isLoopbackHost } from "./loopback-host";

/** One call on its way to the AI Agent API: it fails after `timeoutMs`, or when the caller's `signal` aborts. */
export type UpstreamRequest = { url: string; method: string; headers: Headers; body?: string | FormData; timeoutMs: number; signal?: AbortSignal };
/** The API's answer, read whole. */
export type UpstreamAnswer = { status: number; headers: Headers; text: string };

type Agents = { http: http.Agent; https: https.Agent };
const holder = globalThis as typeof globalThis & { __switchboardUpstreamAgents?: Agents };

/** Connections to the API are kept open between calls (the server's keep-alive hint says for how long). */
function agents(): Agents {
  holder.__switchboardUpstreamAgents ??= { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  return holder.__switchboardUpstreamAgents;
}

/** A multipart body as bytes, with the content type that names its boundary. */
async function encodedForm(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return { bytes: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case "":
    case "identity":
      return body;
    case "gzip":
    case "x-gzip":
      return gunzipSync(body);
    case "deflate":
      return inflateSync(body);
    default:
      throw new Error(`unsupported content-encoding ${encoding}`);
  }
}

/** What a call that ran out of time fails with: the reason `AbortSignal.timeout` gives. */
export const timeoutError = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");

function answerHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Sends one call over HTTP(S) on a kept-alive connection and reads the answer whole, gzip-decoded. Node's
 * `http` costs a fraction of `fetch`'s CPU per call, and every console request that reaches the API makes one.
 * The answer is asked for gzipped unless the API is on this machine's loopback, where compressing costs both
 * ends CPU and saves nothing. A call that runs out of time rejects with `timeoutError()`, one the caller's signal
 * aborts with the signal's reason; either way its connection is closed. One timer per call, cleared when it ends,
 * keeps the time: cheaper than an `AbortSignal.timeout` and its listeners.
 */
export async function sendOverHttp(call: UpstreamRequest): Promise<UpstreamAnswer> {
  const target = new URL(call.url);
  const isHttps = target.protocol === "https:";
  const given = Object.fromEntries(call.headers);
  const headers: Record<string, string> = isLoopbackHost(target.hostname) ? given : { "accept-encoding": "gzip", ...given };
  let body: Buffer | undefined;
  if (call.body instanceof FormData) {
    const form = await encodedForm(call.body);
    body = form.bytes;
    headers["content-type"] = form.contentType;
  } else if (call.body !== undefined) {
    body = Buffer.from(call.body, "utf8");
  }
  if (body) headers["content-length"] = String(body.byteLength);
  const { signal } = call;
  signal?.throwIfAborted();

  return new Promise<UpstreamAnswer>((resolve, reject) => {
    let isSettled = false;
    const settle = () => {
      isSettled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    const fail = (error: unknown) => {
      if (isSettled) return;
      settle();
      reject(error);
    };
    const request = (isHttps ? https : http).request(target, { method: call.method, headers, agent: isHttps ? agents().https : agents().http }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", fail);
      // A connection lost halfway is no answer at all.
      response.on("aborted", () => fail(new Error("the connection closed before the answer was complete")));
      response.on("end", () => {
        if (isSettled) return;
        if (!response.complete) return fail(new Error("the connection closed before the answer was complete"));
        try {
          const text = decoded(Buffer.concat(chunks), response.headers["content-encoding"]).toString("utf8");
          settle();
          resolve({ status: response.statusCode ?? 502, headers: answerHeaders(response.headers), text });
        } catch (error) {
          fail(error);
        }
      });
    });
    const abandon = (reason: unknown) => {
      fail(reason);
      request.destroy();
    };
    const timer = setTimeout(() => abandon(timeoutError()), call.timeoutMs);
    const onAbort = () => abandon(signal!.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", fail);
    request.end(body);
  });
}
