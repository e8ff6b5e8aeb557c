import { AgentApiError } from "@/lib/agent-api/errors";

import { limitReachedFrom, limitReachedMessage } from "../limits/limit-reached";
import { apiError, type ConsoleApiError } from "../route/api-error";
import { tooManyRequestsMessage } from "../route/too-many-requests";

export type ConsoleFailure = { status: number; body: ConsoleApiError; headers?: Record<string, string> };

/** A failure of the AI Agent API as the console reports it: the upstream's meaning in plain words. */
export function describeUpstreamFailure(error: AgentApiError): ConsoleFailure {
  if (error.status === 400) {
    const fields = Object.fromEntries(
      (error.options.details ?? [])
        .filter((detail): detail is { field: string; message: string } => typeof (detail as { field?: unknown })?.field === "string")
        .map((detail) => [detail.field, detail.message]),
    );
    return { status: 400, body: apiError("UPSTREAM_REJECTED", `The AI Agent API refused this: ${error.message}`, fields) };
  }
  if (error.status === 402) {
    const limit = limitReachedFrom(error.options.details);
    const message = limit ? limitReachedMessage(limit) : `The AI Agent API refused this: a limit is reached. ${error.message}`;
    return { status: 402, body: { error: { code: "LIMIT_REACHED", message, ...(limit ? { limit } : {}) } } };
  }
  if (error.status === 403) {
    return {
      status: 502,
      body: apiError(
        "UPSTREAM_KEY_REFUSED",
        "The AI Agent API refused the stored key (revoked, rotated elsewhere, or of the other region). Reconnect it under Settings → Keys.",
      ),
    };
  }
  if (error.status === 404) return { status: 404, body: apiError("NOT_FOUND", "The AI Agent API has no such item any more. It may have been deleted.") };
  if (error.status === 429) {
    // Answered at once (the console does not sleep a long wait): the browser gets the wait to show.
    const seconds = error.options.retryAfterSeconds;
    return {
      status: 429,
      body: apiError("UPSTREAM_RATE_LIMITED", tooManyRequestsMessage(seconds, "The organization has reached the AI Agent API's rate limit.")),
      headers: seconds ? { "Retry-After": String(seconds) } : undefined,
    };
  }
  if (error.errorName === "KEY_NOT_CONNECTED") return { status: 409, body: apiError("KEY_NOT_CONNECTED", error.message) };
  return { status: 502, body: apiError("UPSTREAM_UNAVAILABLE", "The AI Agent API is not answering right now. Try again in a moment.") };
}
