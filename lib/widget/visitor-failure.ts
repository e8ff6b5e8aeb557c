/** A failure of the API behind the widget, as a visitor is told it: plain words, nothing about keys or the console. */
export type VisitorFailure = { status: number; code: string; message: string; retryAfterSeconds?: number };

/** What a visitor is told when the API refused or failed a call the widget made for them. */
export function visitorFailure(upstream: { status: number; retryAfterSeconds?: number }, requestId: string): VisitorFailure {
  switch (upstream.status) {
    case 400:
      return { status: 400, code: "REFUSED", message: "This could not be sent. Check the message and try again." };
    case 402:
      return { status: 503, code: "CHAT_BUSY", message: "The chat cannot take more messages right now. Please try again later." };
    case 404:
      return { status: 404, code: "NOT_FOUND", message: "This conversation is no longer available. Start a new chat." };
    case 429: {
      const seconds = upstream.retryAfterSeconds ?? 5;
      return { status: 429, code: "RATE_LIMITED", message: `Too many messages right now. Try again in ${seconds} s.`, retryAfterSeconds: seconds };
    }
    default:
      return { status: 503, code: "CHAT_UNAVAILABLE", message: `The chat is not available right now (reference ${requestId}). Please try again in a moment.` };
  }
}
