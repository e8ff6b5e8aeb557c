import { describe, expect, it } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";

import { describeUpstreamFailure } from "./upstream-errors";

const failure = (status: number, name = `HTTP_${status}`, options: Partial<AgentApiError["options"]> = {}) =>
  new AgentApiError(status, name, "INVALID_REQUEST", { operationId: "op", ...options });

describe("describeUpstreamFailure", () => {
  it("puts an upstream 400's field problems on the fields", () => {
    const described = describeUpstreamFailure(failure(400, "BAD_REQUEST", { details: [{ field: "name", message: "too long" }, { other: 1 }] }));
    expect(described).toMatchObject({ status: 400, body: { error: { code: "UPSTREAM_REJECTED", fields: { name: "too long" } } } });
  });

  it("treats an upstream 403 as a refused stored key, not as the user's fault", () => {
    expect(describeUpstreamFailure(failure(403, "FORBIDDEN_ERROR"))).toMatchObject({ status: 502, body: { error: { code: "UPSTREAM_KEY_REFUSED" } } });
  });

  it("passes a rate limit on with its wait", () => {
    expect(describeUpstreamFailure(failure(429, "TOO_MANY", { retryAfterSeconds: 12 }))).toMatchObject({
      status: 429,
      headers: { "Retry-After": "12" },
      body: { error: { message: expect.stringContaining("Too many requests — try again in 12 s.") } },
    });
  });

  it("maps not found, and everything else to unavailable", () => {
    expect(describeUpstreamFailure(failure(404)).status).toBe(404);
    expect(describeUpstreamFailure(failure(500)).body.error.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(describeUpstreamFailure(failure(504, "TIMEOUT")).status).toBe(502);
  });
});
