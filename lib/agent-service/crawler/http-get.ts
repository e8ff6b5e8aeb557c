import "server-only";
import http from "node:http";
import https from "node:https";
import type { Readable, Transform } from "node:stream";
import zlib from "node:zlib";

import { FetchAborted, FetchFailure } from "./fetch-failure";
import { classifyAddress } from "../webhooks/ip-classification";
import { createPublicOnlyLookup } from "../webhooks/public-lookup";

export type HttpAnswer = {
  status: number;
  contentType: string | undefined;
  location: string | undefined;
  /** The decoded body of a 2xx answer; empty for any other status. */
  body: Buffer;
};

export type HttpGetOptions = {
  /** Aborts the request when the crawl is cancelled. */
  signal: AbortSignal;
  timeoutMs: number;
  maxBytes: number;
  /** A host the operator allows on private addresses (SCRAPER_ALLOWED_HOSTS): the address check is skipped. */
  isTrustedHost: boolean;
  userAgent: string;
  accept: string;
};

/** How the server's operator lets the crawler reach a host that is not on a public address. */
const allowHint = (url: URL) => `set SCRAPER_ALLOWED_HOSTS=${url.host} on the server to allow crawling it`;

/** Why a host is refused, e.g. "127.0.0.2:8080 is not a public address (loopback); set SCRAPER_ALLOWED_HOSTS=… to allow …". */
export const notPublicReason = (url: URL, kind: string) => `${url.hostname} is not a public address (${kind}); ${allowHint(url)}`;

const publicOnlyLookup = createPublicOnlyLookup();

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

function reasonOf(error: NodeJS.ErrnoException, url: URL): string {
  switch (error.code) {
    case "ENOTPUBLIC":
      return `${error.message}; ${allowHint(url)}`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the host name does not resolve";
    case "ECONNREFUSED":
      return "the connection was refused";
    case "ECONNRESET":
      return "the connection was reset";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "the host is unreachable";
  }
  if (error.code && /CERT|TLS|SSL|SELF_SIGNED/.test(error.code)) return `the TLS certificate was refused (${error.code})`;
  return error.message;
}

function decoderFor(encoding: string | undefined): Transform | undefined | null {
  switch ((encoding ?? "identity").trim().toLowerCase()) {
    case "identity":
    case "":
      return undefined;
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * One GET, redirects not followed. Refuses private, loopback, link-local and other non-public
 * addresses unless the host is trusted: an IP literal before connecting, a host name on the very
 * resolution the socket uses (so DNS rebinding cannot slip past). The whole exchange is bounded by
 * `timeoutMs`, the decoded body by `maxBytes`. Failures are FetchFailure with a reason; a cancel is
 * FetchAborted.
 */
export function httpGet(url: URL, options: HttpGetOptions): Promise<HttpAnswer> {
  if (!options.isTrustedHost) {
    const literal = classifyAddress(url.hostname);
    if (literal !== "invalid" && literal !== "public") return Promise.reject(new FetchFailure(notPublicReason(url, literal)));
  }
  if (options.signal.aborted) return Promise.reject(new FetchAborted());
  const transport = url.protocol === "https:" ? https : http;

  return new Promise((resolve, reject) => {
    let isSettled = false;
    const streams: { destroy(): void }[] = [];
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      options.signal.removeEventListener("abort", onAbort);
      for (const stream of streams) stream.destroy();
      outcome();
    };
    const fail = (reason: string) => settle(() => reject(new FetchFailure(reason)));
    const onAbort = () => settle(() => reject(new FetchAborted()));
    const timer = setTimeout(() => fail(`no answer within ${options.timeoutMs / 1000} s`), options.timeoutMs);
    options.signal.addEventListener("abort", onAbort, { once: true });

    const request = transport.get(
      url,
      {
        headers: { "user-agent": options.userAgent, accept: options.accept, "accept-encoding": "gzip, deflate, br" },
        agent: false,
        ...(options.isTrustedHost ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        streams.push(response);
        const status = response.statusCode ?? 0;
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const answer = { status, contentType: header("content-type"), location: header("location") };
        if (status < 200 || status >= 300) return settle(() => resolve({ ...answer, body: Buffer.alloc(0) }));

        const declaredLength = Number(header("content-length") ?? Number.NaN);
        if (declaredLength > options.maxBytes) return fail(`larger than ${mebibytes(options.maxBytes)}`);
        const decoder = decoderFor(header("content-encoding"));
        if (decoder === null) return fail(`unsupported Content-Encoding (${header("content-encoding")})`);
        const body: Readable = decoder ? response.pipe(decoder) : response;
        if (decoder) streams.push(decoder);

        const chunks: Buffer[] = [];
        let received = 0;
        body.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) return fail(`larger than ${mebibytes(options.maxBytes)}`);
          chunks.push(chunk);
        });
        body.on("end", () => settle(() => resolve({ ...answer, body: Buffer.concat(chunks) })));
        body.on("error", (error: NodeJS.ErrnoException) => fail(decoder ? `the content could not be decoded (${error.message})` : reasonOf(error, url)));
        response.on("error", (error: NodeJS.ErrnoException) => fail(reasonOf(error, url)));
      },
    );
    streams.push(request);
    request.on("error", (error: NodeJS.ErrnoException) => fail(reasonOf(error, url)));
  });
}
