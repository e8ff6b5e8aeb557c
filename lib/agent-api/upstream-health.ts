import "server-only";

import { regions, type Region } from "@/lib/regions";

import { admit, closedBreaker, isOutage, record, retryAt, type BreakerState } from "./circuit-breaker";
import { AgentApiError } from "./errors";

const holder = globalThis as typeof globalThis & { __switchboardBreakers?: Map<Region, BreakerState> };
const breakers = (holder.__switchboardBreakers ??= new Map());

const breakerOf = (region: Region) => breakers.get(region) ?? closedBreaker;

/** Lets a call to a region's upstream go out, or fails it at once while the circuit is open. */
export function admitCall(region: Region, operationId: string, now = Date.now()): void {
  const { isAdmitted, next } = admit(breakerOf(region), now);
  breakers.set(region, next);
  if (isAdmitted) return;
  const at = retryAt(next);
  throw new AgentApiError(503, "UPSTREAM_UNAVAILABLE", "The AI Agent API is not answering. The console will try again by itself shortly.", {
    operationId,
    retryAfterSeconds: at ? Math.max(1, Math.ceil((at - now) / 1000)) : undefined,
    attempts: 0,
  });
}

/** Records how a call went: an answer of any kind but a 5xx shows the upstream is there. */
export function recordCall(region: Region, status: number | undefined, now = Date.now()): void {
  breakers.set(region, record(breakerOf(region), isOutage(status) ? "outage" : "success", now));
}

/** Each region's upstream as the console sees it now, for the banner that says it is down. */
export function upstreamHealth(now = Date.now()) {
  return regions.map((region) => {
    const breaker = breakerOf(region);
    const at = retryAt(breaker);
    return { region, isAvailable: breaker.state === "closed", retryInSeconds: at ? Math.max(0, Math.ceil((at - now) / 1000)) : null };
  });
}
