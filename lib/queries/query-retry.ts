import { ConsoleRequestError } from "./console-fetch";

/** Whether a failure says the AI Agent API is down: the banner says so, once. */
export const isUpstreamDown = (error: unknown) => error instanceof ConsoleRequestError && error.code === "UPSTREAM_UNAVAILABLE";

/**
 * Whether a failed read is tried again, at most twice: never a refusal (4xx), and so never a 429 — the
 * console has already waited out a short Retry-After, and a longer one is shown for the user to wait, not
 * spent by the browser asking again — nor while the AI Agent API is down.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const isRefusal = error instanceof ConsoleRequestError && error.status >= 400 && error.status < 500;
  return !isRefusal && !isUpstreamDown(error) && failureCount < 2;
}
