/** What went wrong with a call to the widget's routes, in words a visitor can act on. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "WidgetApiError";
  }
}

export const offlineText = "The chat could not be reached. Check your connection and try again.";

/** Seconds to wait from a Retry-After header: a number of seconds, or a date; undefined when there is none. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

type Envelope = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

function readEnvelope(payload: unknown) {
  const error = typeof payload === "object" && payload !== null ? (payload as Envelope).error : undefined;
  const fields: Record<string, string> = {};
  if (typeof error?.fields === "object" && error.fields !== null) {
    for (const [name, text] of Object.entries(error.fields)) if (typeof text === "string") fields[name] = text;
  }
  return {
    code: typeof error?.code === "string" ? error.code : "",
    message: typeof error?.message === "string" ? error.message : "",
    fields,
  };
}

/** The error for a failed response: the route's own message where it gives one, else a plain one for its status. */
export function toApiError(status: number, payload: unknown, retryAfter: string | null): WidgetApiError {
  const { code, message, fields } = readEnvelope(payload);
  const seconds = status === 429 ? parseRetryAfter(retryAfter) : undefined;
  let text = message;
  if (status === 429) text = seconds === undefined ? "Too many requests — try again in a moment." : `Too many requests — try again in ${seconds} s.`;
  else if (status >= 500) text = "Something went wrong on our side. Try again in a moment.";
  else if (!text) text = "Something went wrong. Try again.";
  return new WidgetApiError(status, code || `HTTP_${status}`, text, fields, seconds);
}

/** Why a message was not sent, as the composer says it. */
export function sendErrorText(error: unknown): string {
  if (error instanceof WidgetApiError) {
    if (error.status === 429) {
      return error.retryAfterSeconds === undefined
        ? "Too many messages — try again in a moment."
        : `Too many messages — try again in ${error.retryAfterSeconds} s.`;
    }
    if (error.code === "CONVERSATION_ENDED") return "This chat has ended, so the message was not sent.";
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : offlineText;
}
