import "server-only";
import type { MiddlewareHandler } from "hono";

import { serverEnv } from "@/lib/env";

import { internalErrorBody, rateLimited } from "../errors";
import { chooseFault, hasFaults } from "./fault-spec";

const faultRetryAfterSeconds = 1;

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

/**
 * The faults `AGENT_SERVICE_FAULTS` asks for, before anything else a request meets: a delay, then for a
 * share of requests a 500 (the spec's body), a 429 (with Retry-After) or a dropped connection. Off by default.
 */
export function injectFaults(): MiddlewareHandler {
  return async (c, next) => {
    const spec = serverEnv().AGENT_SERVICE_FAULTS;
    if (!hasFaults(spec)) return next();
    if (spec.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, spec.latencyMs));
    switch (chooseFault(spec, Math.random())) {
      case "error":
        return c.json(internalErrorBody, 500);
      case "ratelimit": {
        const refusal = rateLimited({ limit: 0, windowSeconds: faultRetryAfterSeconds, retryAfterSeconds: faultRetryAfterSeconds });
        return c.json(refusal.body, 429, refusal.headers);
      }
      case "drop":
        return droppedConnection();
      default:
        return next();
    }
  };
}
