import { describe, expect, it } from "vitest";

import { requestIdHeaderObject, withRequestIdHeader } from "./request-id-docs";

describe("withRequestIdHeader", () => {
  it("declares X-Request-Id on every response and keeps the headers already there", () => {
    const document = withRequestIdHeader({
      paths: {
        "/api/external/agents": {
          summary: "Agents",
          get: {
            responses: { 200: { description: "Success" }, 429: { description: "Rate limit", headers: { "Retry-After": { schema: { type: "integer" } } } } },
          },
          post: { responses: { 201: { description: "Created" } } },
        },
      },
      components: { schemas: { Agent: {} } },
    });
    const item = document.paths["/api/external/agents"] as unknown as Record<string, { responses: Record<string, { headers: Record<string, unknown> }> }>;
    const reference = { $ref: "#/components/headers/RequestId" };
    expect(item.get!.responses[200]!.headers).toEqual({ "X-Request-Id": reference });
    expect(item.get!.responses[429]!.headers).toEqual({ "Retry-After": { schema: { type: "integer" } }, "X-Request-Id": reference });
    expect(item.post!.responses[201]!.headers).toEqual({ "X-Request-Id": reference });
    expect(item.summary).toBe("Agents");
    expect(document.components).toEqual({ schemas: { Agent: {} }, headers: { RequestId: requestIdHeaderObject } });
  });
});
