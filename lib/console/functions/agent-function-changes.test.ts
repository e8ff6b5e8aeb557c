import { describe, expect, it } from "vitest";

import { replacementOf } from "./agent-function-changes";

const stored = {
  id: "f1",
  organizationId: "o1",
  agentId: "a1",
  name: "get_weather",
  description: "The weather now.",
  parameters: { type: "object", properties: { city: { type: "string" } } },
  endpoint: { url: "https://api.example.com/weather", method: "GET" as const, headers: { Authorization: "Bearer secret-9876" } },
  enabled: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("replacementOf", () => {
  it("lays a switch-off over the stored function, keeping its secret headers", () => {
    expect(replacementOf(stored, { enabled: false })).toEqual({
      name: "get_weather",
      description: "The weather now.",
      parameters: stored.parameters,
      endpoint: { url: "https://api.example.com/weather", method: "GET", headers: { Authorization: "Bearer secret-9876" } },
      enabled: false,
    });
  });

  it("replaces the endpoint whole, keeping a header sent back masked and dropping one left out", () => {
    const replaced = replacementOf(
      { ...stored, endpoint: { ...stored.endpoint, headers: { Authorization: "Bearer secret-9876", "X-Old": "1" } } },
      { endpoint: { url: "https://api.example.com/v2", method: "POST", headers: { authorization: "••••••9876", "X-New": "2" } } },
    );
    expect(replaced.endpoint).toEqual({ url: "https://api.example.com/v2", method: "POST", headers: { authorization: "Bearer secret-9876", "X-New": "2" } });
  });

  it("copes with a stored function without headers", () => {
    expect(replacementOf({ ...stored, endpoint: { ...stored.endpoint, headers: null } }, { name: "renamed" })).toMatchObject({
      name: "renamed",
      endpoint: { headers: {} },
    });
  });
});
