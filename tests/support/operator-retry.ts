import { readFileSync } from "node:fs";

import { faultHeader, faultLogPrefix } from "@/lib/agent-service/faults/fault-spec";

import { callService, type ServiceResponse } from "./agent-service";

/** Console answers the console documents as "not now, try again": the upstream down or busy, or the same write still under way. */
const retryableCodes = new Set(["UPSTREAM_UNAVAILABLE", "UPSTREAM_RATE_LIMITED", "REPLY_IN_PROGRESS", "REPLY_UNCONFIRMED", "ONBOARDING_IN_PROGRESS"]);

export type AnswerKind = "confirmed" | "retryable" | "unexpected";

/** How an operator reads a console answer: done, failed with a retry on offer, or something no operator should see. */
export function classifyAnswer(status: number, body: unknown): AnswerKind {
  if (status >= 200 && status < 300) return "confirmed";
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return [409, 429, 502, 503, 504].includes(status) && typeof code === "string" && retryableCodes.has(code) ? "retryable" : "unexpected";
}

/** What a run of operator actions met. */
export type ActionTally = {
  /** Requests sent to the console, retries included. */
  requests: number;
  /** Actions the console confirmed. */
  confirmed: number;
  /** Confirmed actions that failed visibly first and were sent again. */
  retried: number;
  /** Answers with a 5xx status the console does not document as "try again". */
  serverErrors: number;
  /** Answers that were neither a success nor a documented retryable failure, and actions never confirmed. */
  unexpected: string[];
};

export const emptyTally = (): ActionTally => ({ requests: 0, confirmed: 0, retried: 0, serverErrors: 0, unexpected: [] });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one console action and, as the console's Retry does, sends the very same input again after each
 * failure it offers a retry for, until the console confirms it (bounded). A request the browser gave up on
 * (no answer) is an unknown outcome, retried like a failure. Answers the confirmed body, or undefined.
 */
export async function confirmAction<T = unknown>(tally: ActionTally, label: string, send: () => Promise<Response>, maxTries = 30): Promise<T | undefined> {
  for (let attempt = 1; attempt <= maxTries; attempt += 1) {
    tally.requests += 1;
    let status = 0;
    let body: unknown;
    let retryAfterSeconds = 0;
    try {
      const response = await send();
      status = response.status;
      retryAfterSeconds = Number(response.headers.get("retry-after")) || 0;
      body = await response.json().catch(() => undefined);
    } catch {
      // No answer reached the browser: the action may or may not have been done.
      await pause(200);
      continue;
    }
    const kind = classifyAnswer(status, body);
    if (kind === "confirmed") {
      tally.confirmed += 1;
      if (attempt > 1) tally.retried += 1;
      return body as T;
    }
    if (kind === "unexpected") {
      if (status >= 500) tally.serverErrors += 1;
      tally.unexpected.push(`${label}: ${status} ${JSON.stringify(body)}`);
      return undefined;
    }
    // As an operator would: after the time the console asks for (the circuit breaker's cool-down at most).
    await pause(Math.min(retryAfterSeconds * 1000, 5_000) || 250);
  }
  tally.unexpected.push(`${label}: not confirmed after ${maxTries} tries`);
  return undefined;
}

/**
 * Calls the embedded service while it injects faults, as a customer's client would: an answer the fault
 * injection made up (marked with its header: nothing was done) or a read that failed is sent again. A
 * write whose connection dropped is not, since it may have been done.
 */
export async function callServiceThroughFaults<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: Parameters<typeof callService>[3] = {},
  maxTries = 30,
): Promise<ServiceResponse<T>> {
  for (let attempt = 1; ; attempt += 1) {
    let answer: ServiceResponse<T> | undefined;
    try {
      answer = await callService<T>(baseUrl, method, path, options);
    } catch (error) {
      if (method !== "GET" || attempt >= maxTries) throw error;
    }
    const isMadeUp = answer?.headers.has(faultHeader);
    const isFailedRead = method === "GET" && (!answer || answer.status >= 500 || answer.status === 429);
    if (answer && !isMadeUp && !isFailedRead) return answer;
    if (attempt >= maxTries) return answer!;
    // A real rate limit asks for a wait (up to the rest of its window); a made-up or failed answer does not.
    const retryAfterSeconds = Number(answer?.headers.get("retry-after")) || 0;
    await pause(answer?.status === 429 && !isMadeUp ? retryAfterSeconds * 1000 + 100 : 100);
  }
}

/** The faults the service logged in the server's log, from a given offset of it; with the log's new length. */
export function faultsLogged(logFile: string, fromOffset = 0): { faults: string[]; length: number } {
  const text = readFileSync(logFile, "utf8");
  const faults = text
    .slice(fromOffset)
    .split("\n")
    .filter((line) => line.includes(faultLogPrefix))
    .map((line) => line.slice(line.indexOf(faultLogPrefix) + faultLogPrefix.length).trim());
  return { faults, length: text.length };
}
