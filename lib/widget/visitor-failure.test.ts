import { describe, expect, it } from "vitest";

import { visitorFailure } from "./visitor-failure";

describe("what a visitor is told of a failure behind the widget", () => {
  it("never speaks of keys, limits of the plan or the console", () => {
    for (const status of [400, 402, 403, 404, 409, 429, 500, 502]) {
      const failure = visitorFailure({ status }, "req-1");
      expect(failure.message).not.toMatch(/key|console|organization|plan|upstream/i);
    }
  });

  it("asks to wait as long as the API said", () => {
    expect(visitorFailure({ status: 429, retryAfterSeconds: 12 }, "req-1")).toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
      message: expect.stringContaining("12 s"),
    });
  });

  it("gives a reference for failures the visitor cannot fix", () => {
    expect(visitorFailure({ status: 500 }, "req-7").message).toContain("req-7");
    expect(visitorFailure({ status: 403 }, "req-7").status).toBe(503);
  });
});
