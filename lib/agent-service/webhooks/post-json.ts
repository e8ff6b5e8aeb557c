import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

export type PostOutcome = { status: number };

export type PostOptions = {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** How the socket resolves the host; when given, it may refuse (see createPublicOnlyLookup). */
  lookup?: LookupFunction;
};

/** Only the status matters; at most this much of the answer is drained before the connection is dropped. */
const maxResponseBytes = 64 * 1024;

/**
 * POSTs a body once and answers with the receiver's status. Redirects are not followed (a 3xx is
 * just a status); the whole exchange is abandoned after `timeoutMs`.
 */
export function postJson(url: URL, options: PostOptions): Promise<PostOutcome> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: "POST",
        headers: { ...options.headers, "content-length": String(Buffer.byteLength(options.body)) },
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0 });
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxResponseBytes) response.destroy();
        });
        response.on("error", () => undefined);
      },
    );
    request.on("error", (error) => reject(error.name === "AbortError" ? new Error(`no answer within ${options.timeoutMs / 1000} s`) : error));
    request.end(options.body);
  });
}
