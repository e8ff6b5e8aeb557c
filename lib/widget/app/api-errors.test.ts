import { describe, expect, it } from "vitest";

import { parseRetryAfter, sendErrorText, toApiError, WidgetApiError } from "./api-errors";

describe("parseRetryAfter", () => {
  it("reads seconds and dates", () => {
    expect(parseRetryAfter("40")).toBe(40);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", Date.parse("2026-01-01T00:00:00Z"))).toBe(30);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
  });
});

describe("toApiError", () => {
  it("keeps the route's code, message and field errors", () => {
    const error = toApiError(400, { error: { code: "INVALID_INPUT", message: "Check the form", fields: { email: "Enter an email address", name: 3 } } }, null);
    expect(error).toMatchObject({ status: 400, code: "INVALID_INPUT", message: "Check the form", fields: { email: "Enter an email address" } });
  });

  it("says how long to wait after a 429, and speaks plainly for server errors and unknown bodies", () => {
    expect(toApiError(429, { error: { code: "RATE_LIMITED", message: "x" } }, "12")).toMatchObject({
      message: "Too many requests — try again in 12 s.",
      retryAfterSeconds: 12,
    });
    expect(toApiError(502, { error: { code: "UPSTREAM", message: "stack trace" } }, null).message).toBe(
      "Something went wrong on our side. Try again in a moment.",
    );
    expect(toApiError(404, "<html>", null)).toMatchObject({ code: "HTTP_404", message: "Something went wrong. Try again." });
  });
});

describe("sendErrorText", () => {
  it("names the wait after too many messages", () => {
    expect(sendErrorText(new WidgetApiError(429, "RATE_LIMITED", "x", {}, 7))).toBe("Too many messages — try again in 7 s.");
    expect(sendErrorText(new WidgetApiError(429, "RATE_LIMITED", "x"))).toBe("Too many messages — try again in a moment.");
  });

  it("explains an ended chat and passes other messages on", () => {
    expect(sendErrorText(new WidgetApiError(409, "CONVERSATION_ENDED", "Conversation ended"))).toBe("This chat has ended, so the message was not sent.");
    expect(sendErrorText(new WidgetApiError(400, "INVALID_INPUT", "The message is too long"))).toBe("The message is too long");
    expect(sendErrorText(new TypeError(""))).toMatch(/could not be reached/);
  });
});
