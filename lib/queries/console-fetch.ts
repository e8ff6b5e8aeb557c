import { retryAfterSecondsFrom } from "@/lib/agent-api/retry-policy";
import type { LimitReached } from "@/lib/console/limits/limit-reached";
import type { ConsoleApiError } from "@/lib/console/route/api-error";
import { tooManyRequestsMessage } from "@/lib/console/route/too-many-requests";

/** A console API call that failed, with the envelope's code, message and per-field errors, and the answer's request id. */
export class ConsoleRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The answer's `X-Request-Id`: what support looks the failure up by. */
    readonly requestId?: string,
    /** For a call refused because a limit is reached: which, and where it is changed. */
    readonly limit?: LimitReached,
    /** For a call refused as too many (429): the seconds its `Retry-After` asks to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ConsoleRequestError";
  }
}

/** The limit a refused call reached, when it was refused for one. */
export function limitOf(error: unknown): LimitReached | undefined {
  return error instanceof ConsoleRequestError ? error.limit : undefined;
}

/** The id of the request behind a failure, when the console answered with one. */
export function requestIdOf(error: unknown): string | undefined {
  return error instanceof ConsoleRequestError ? error.requestId : undefined;
}

/** A failure's message with the request id support needs: "… Request ID: abc". */
export function withRequestId(message: string, requestId: string | undefined): string {
  return requestId ? `${message} Request ID: ${requestId}` : message;
}

/** Calls a console API route and returns its JSON, or throws a ConsoleRequestError. */
export async function consoleFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: { ...(json === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw new ConsoleRequestError(0, "NETWORK", "The console could not be reached. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = (payload as Partial<ConsoleApiError> | undefined)?.error;
    const retryAfterSeconds = response.status === 429 ? retryAfterSecondsFrom(response.headers.get("retry-after")) : undefined;
    // A refusal for a rate limit says how long to wait, whoever refused.
    const message = response.status === 429 ? tooManyRequestsMessage(retryAfterSeconds, envelope?.message) : envelope?.message;
    throw new ConsoleRequestError(
      response.status,
      envelope?.code ?? "HTTP_ERROR",
      message ?? `The console answered ${response.status}.`,
      envelope?.fields,
      response.headers.get("x-request-id") ?? undefined,
      envelope?.limit,
      retryAfterSeconds,
    );
  }
  return payload as T;
}
