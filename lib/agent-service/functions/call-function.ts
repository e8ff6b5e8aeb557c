import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

import type { FunctionEndpoint } from "@/lib/db/schema";

import { functionRequest, type FunctionRequest } from "./function-request";
import { createPublicOnlyLookup } from "../webhooks/public-lookup";
import { checkWebhookUrl, type UrlPolicy } from "../webhooks/url-policy";

export const functionCallTimeoutMs = 10_000;
/** What the model is shown of an endpoint's answer, at most. */
export const maxFunctionResultChars = 16_000;
/** What is read of an endpoint's answer before the connection is dropped. */
const maxResponseBytes = 64 * 1024;

export type FunctionCallOptions = { policy: UrlPolicy; timeoutMs?: number };

type Exchange = { status: number; text: string };

const timedOut = (error: Error, timeoutMs: number) => (error.name === "AbortError" ? new Error(`no answer within ${timeoutMs / 1000} s`) : error);

function send(request: FunctionRequest, timeoutMs: number, lookup: LookupFunction | undefined): Promise<Exchange> {
  const transport = request.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      request.url,
      {
        method: request.method,
        headers: request.body === undefined ? request.headers : { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        const finish = () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") });
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
          if (received > maxResponseBytes) {
            response.destroy();
            finish();
          }
        });
        response.on("end", finish);
        response.on("error", (error) => reject(timedOut(error, timeoutMs)));
      },
    );
    outgoing.on("error", (error) => reject(timedOut(error, timeoutMs)));
    outgoing.end(request.body);
  });
}

const failure = (error: string, body?: string) => JSON.stringify(body ? { error, body: body.slice(0, 2_000) } : { error });

/**
 * Calls a function's endpoint with the model's arguments and answers what the model is shown: the
 * endpoint's answer on a 2xx, else a JSON `{ error }` saying what went wrong. It never throws: a
 * failure is something the model can tell the user about. The URL is checked with the webhook
 * policy on every call (public addresses only, except trusted hosts), on the very resolution the
 * socket uses; redirects are not followed.
 */
export async function callFunction(
  endpoint: FunctionEndpoint,
  args: Record<string, unknown>,
  conversationId: string | undefined,
  options: FunctionCallOptions,
): Promise<string> {
  const decision = await checkWebhookUrl(endpoint.url, options.policy);
  if (!decision.isAllowed) return failure(`the function's URL is refused: ${decision.reason}`);
  const timeoutMs = options.timeoutMs ?? functionCallTimeoutMs;
  let exchange: Exchange;
  try {
    exchange = await send(functionRequest(endpoint, args, conversationId), timeoutMs, decision.isTrustedHost ? undefined : createPublicOnlyLookup());
  } catch (error) {
    return failure(`the call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (exchange.status < 200 || exchange.status >= 300) return failure(`the endpoint answered HTTP ${exchange.status}`, exchange.text);
  return exchange.text.slice(0, maxFunctionResultChars) || JSON.stringify({ status: exchange.status });
}
