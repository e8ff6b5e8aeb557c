import "server-only";
import type { MiddlewareHandler } from "hono";

import { serverEnv } from "@/lib/env";

import { internalErrorBody, rateLimited } from "../errors";
import { chooseFault, faultHeader, faultLogPrefix, hasFaults, type Fault } from "./fault-spec";

/** A response that fails while it is being sent: the client sees its connection dropped. */
function droppedConnection(): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.error(new Error("connection dropped by fault injection"));
      },
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );
}

function logFault(fault: Fault, method: string, path: string) {
  console.warn(`${faultLogPrefix} ${fault} ${method} ${path}`);
}

/**
 * The faults `AGENT_SERVICE_FAULTS` asks for, before anything else a request meets: a delay, then for a
 * share of requests a 500 (the spec's body) or a 429 (with Retry-After) instead of the answer, or a dropped
 * connection after the request was handled (the worst case for a write: done, but the caller cannot know).
 * Each injected fault is logged; made-up answers carry `X-Fault-Injected`. Off by default.
 */
export function injectFaults(): MiddlewareHandler {
  return async (c, next) => {
    const spec = serverEnv().AGENT_SERVICE_FAULTS;
    if (!hasFaults(spec)) return next();
    if (spec.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, spec.latencyMs));
    const fault = chooseFault(spec, Math.random());
    if (fault) logFault(fault, c.req.method, new URL(c.req.url).pathname);
    switch (fault) {
      case "error":
        return c.json(internalErrorBody, 500, { [faultHeader]: fault });
      case "ratelimit": {
        const refusal = rateLimited({ limit: 0, windowSeconds: spec.retryAfterSeconds, retryAfterSeconds: spec.retryAfterSeconds });
        return c.json(refusal.body, 429, { ...refusal.headers, [faultHeader]: fault });
      }
      case "drop":
        await next();
        c.res = droppedConnection();
        return;
      default:
        return next();
    }
  };
}
