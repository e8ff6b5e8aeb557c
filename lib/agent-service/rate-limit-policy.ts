import type { RateClass } from "@/lib/agent-api/contract/operation";

/** Requests per organization per window, as the spec fixes them. */
export const rateLimits: Record<RateClass, number> = { system: 1_000, ai: 300 };
export const rateWindowSeconds = 60;

/** The fixed window a moment falls in. */
export function windowStart(now: Date, windowSeconds = rateWindowSeconds): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function retryAfterSeconds(now: Date, windowSeconds = rateWindowSeconds): number {
  const end = windowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}
