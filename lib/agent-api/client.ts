import "server-only";
import type { z } from "zod";

import { serveAgentService } from "@/lib/agent-service";
import { serverEnv } from "@/lib/env";
import { currentRequest } from "@/lib/http/request-context";
import { requestIdHeader } from "@/lib/http/request-id";
import type { Region } from "@/lib/regions";

import { regionBaseUrl } from "./base-url";
import { keyHeaders, type Operation } from "./contract/operation";
import { AgentApiError } from "./errors";
import { sendOverHttp, timeoutError, type UpstreamAnswer, type UpstreamRequest } from "./http-transport";
import { operationUrl } from "./operation-url";
import { parseAnswer } from "./parse-answer";
import { isRetryableFailure, isRetryableMethod, maxAttempts, nextRetryDelayMs, retryAfterSecondsFrom } from "./retry-policy";
import { admitCall, recordCall } from "./upstream-health";

export type Credentials = { key: string; region: Region };

type Input<T> = T extends z.ZodType ? z.input<T> : never;
export type CallInput<Op extends Operation> = {
  params?: Input<Op["params"]>;
  query?: Input<Op["query"]>;
  body?: Input<Op["body"]>;
};
export type CallResult<Op extends Operation> = Op["response"] extends z.ZodType ? z.output<Op["response"]> : undefined;

export type CallOptions = {
  timeoutMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  /** A write the caller knows does no harm when repeated: retried as a read is. */
  isRepeatable?: boolean;
};

const defaultTimeoutMs = 30_000;

/** The embedded service answers the call in-process, as it would a request over HTTP, under the same time limit. */
async function sendInProcess({ url, method, headers, body, timeoutMs, signal }: UpstreamRequest): Promise<UpstreamAnswer> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(timeoutError()), timeoutMs);
  try {
    const either = signal ? AbortSignal.any([timeout.signal, signal]) : timeout.signal;
    const response = await serveAgentService(new Request(url, { method, headers, body, signal: either }));
    return { status: response.status, headers: response.headers, text: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where the API answers in a region: a real deployment's base URL, or the embedded service, which is
 * reached in-process under the console's public URL, else the origin the browser used for the console request
 * being served (so the signed URLs it hands out work in that browser), else `localhost`.
 */
function endpoint(region: Region): { baseUrl: string; send: (call: UpstreamRequest) => Promise<UpstreamAnswer> } {
  const env = serverEnv();
  const baseUrl = regionBaseUrl(env, region, env.CONSOLE_PUBLIC_URL ?? currentRequest()?.origin ?? `http://localhost:${env.PORT}`);
  if (!baseUrl) throw new AgentApiError(503, "REGION_NOT_CONFIGURED", `No base URL is configured for the ${region.toUpperCase()} region.`, { operationId: "" });
  return { baseUrl, send: env.isAgentServiceEnabled ? sendInProcess : sendOverHttp };
}

function keyHeader(operation: Operation, key: string): [string, string] {
  return operation.scope === "bearer" ? ["Authorization", `Bearer ${key}`] : [keyHeaders[operation.scope], key];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureFrom(response: UpstreamAnswer, operation: Operation, attempts: number): AgentApiError {
  const body = parseJson(response.text) as { name?: unknown; message?: unknown; details?: unknown } | undefined;
  return new AgentApiError(
    response.status,
    typeof body?.name === "string" ? body.name : `HTTP_${response.status}`,
    typeof body?.message === "string" ? body.message : `The AI Agent API answered ${response.status}.`,
    {
      operationId: operation.id,
      requestId: response.headers.get("x-request-id") ?? undefined,
      retryAfterSeconds: retryAfterSecondsFrom(response.headers.get("retry-after")),
      details: Array.isArray(body?.details) ? body.details : undefined,
      attempts,
    },
  );
}

/** A multipart body from its fields: files (Blobs) as they are, anything else as text; unset fields are left out. */
function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : undefined);
    else form.append(name, String(value));
  }
  return form;
}

/**
 * Calls one operation of the AI Agent API with a key: the key goes in the header its scope requires and
 * no other; the answer is checked against the contract (unknown fields pass through); any failure is an
 * AgentApiError. Reads are retried on network errors, 5xx and 429, at most three attempts and a few seconds of
 * waiting (a longer Retry-After is answered at once instead of slept). While the
 * region's upstream is down (a run of failures), calls fail at once until a trial call gets through.
 */
export async function callAgentApi<Op extends Operation>(
  operation: Op,
  input: CallInput<Op>,
  credentials: Credentials,
  options: CallOptions = {},
): Promise<CallResult<Op>> {
  const { baseUrl, send } = endpoint(credentials.region);
  const url = operationUrl(baseUrl, operation, input.params as Record<string, string>, input.query as Record<string, unknown>);
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const canRetry = options.isRepeatable === true || isRetryableMethod(operation.method);
  let waitedMs = 0;

  for (let attempt = 1; ; attempt += 1) {
    const headers = new Headers([keyHeader(operation, credentials.key)]);
    // The console's request id goes along, so the API's logs and the console's name the same request.
    const requestId = currentRequest()?.requestId;
    if (requestId) headers.set(requestIdHeader, requestId);
    let body: string | FormData | undefined;
    if (input.body instanceof FormData) body = input.body;
    else if (operation.bodyType === "multipart" && input.body !== undefined) body = formDataOf(input.body as Record<string, unknown>);
    else if (input.body !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(input.body);
    }

    let failure: AgentApiError;
    admitCall(credentials.region, operation.id);
    try {
      // The answer counts only once it has arrived whole: a connection lost halfway is no answer at all.
      const response = await send({
        url,
        method: operation.method.toUpperCase(),
        headers,
        body,
        timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
        signal: options.signal,
      });
      recordCall(credentials.region, response.status);
      if (response.status >= 200 && response.status < 300) {
        if (!operation.response || response.status === 204) return undefined as CallResult<Op>;
        const parsed = parseAnswer(operation.response, parseJson(response.text));
        if (parsed.success) return parsed.data as CallResult<Op>;
        console.error(`AI Agent API: ${operation.id} answered outside its contract`, parsed.error.issues.slice(0, 5));
        throw new AgentApiError(502, "INVALID_RESPONSE", "The AI Agent API sent an answer the console does not understand.", {
          operationId: operation.id,
          requestId: response.headers.get("x-request-id") ?? undefined,
          attempts: attempt,
        });
      }
      failure = failureFrom(response, operation, attempt);
    } catch (error) {
      if (error instanceof AgentApiError) throw error;
      recordCall(credentials.region, undefined);
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      failure = new AgentApiError(
        timedOut ? 504 : 502,
        timedOut ? "TIMEOUT" : "NETWORK_ERROR",
        timedOut ? "The AI Agent API did not answer in time." : "The AI Agent API could not be reached.",
        { operationId: operation.id, attempts: attempt },
      );
      if (options.signal?.aborted) throw failure;
    }
    if (!canRetry || attempt >= maxAttempts || !isRetryableFailure(failure)) throw failure;
    // A long Retry-After is not slept here: the failure goes back at once, with it, for the browser to wait.
    const delayMs = nextRetryDelayMs(attempt, failure.options.retryAfterSeconds, waitedMs);
    if (delayMs === undefined) throw failure;
    waitedMs += delayMs;
    await sleep(delayMs);
  }
}
