import { describe, expect, it } from "vitest";

import { tooManyRequestsMessage } from "./too-many-requests";

describe("tooManyRequestsMessage", () => {
  it("names the wait in seconds, then the reason", () => {
    expect(tooManyRequestsMessage(40)).toBe("Too many requests — try again in 40 s.");
    expect(tooManyRequestsMessage(3, "The limit is 300 a minute.")).toBe("Too many requests — try again in 3 s. The limit is 300 a minute.");
  });

  it("says shortly without a wait, and keeps a reason already said this way", () => {
    expect(tooManyRequestsMessage(undefined)).toBe("Too many requests — try again shortly.");
    expect(tooManyRequestsMessage(9, "Too many requests — try again in 40 s. Why.")).toBe("Too many requests — try again in 40 s. Why.");
  });
});
