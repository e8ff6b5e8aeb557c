import { afterEach, describe, expect, it, vi } from "vitest";

import { ConsoleRequestError, consoleFetch } from "./console-fetch";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal("fetch", async () => Response.json(body, { status, headers }));

afterEach(() => vi.unstubAllGlobals());

describe("consoleFetch", () => {
  it("says how long to wait after a 429, from its Retry-After, with the console's reason", async () => {
    answer(
      429,
      { error: { code: "UPSTREAM_RATE_LIMITED", message: "The organization has reached the AI Agent API's rate limit." } },
      { "retry-after": "40", "x-request-id": "r1" },
    );
    const error = await consoleFetch("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConsoleRequestError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 40,
      requestId: "r1",
      message: "Too many requests — try again in 40 s. The organization has reached the AI Agent API's rate limit.",
    });
  });

  it("says it for a 429 without the console's envelope too, and leaves other failures' messages alone", async () => {
    answer(429, null, { "retry-after": "7" });
    await expect(consoleFetch("/api/x")).rejects.toThrow("Too many requests — try again in 7 s.");
    answer(409, { error: { code: "CONFLICT", message: "Taken." } }, { "retry-after": "7" });
    await expect(consoleFetch("/api/x")).rejects.toMatchObject({ message: "Taken.", retryAfterSeconds: undefined });
  });
});
