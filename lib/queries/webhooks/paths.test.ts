import { describe, expect, it } from "vitest";

import { webhookApiPaths } from "./paths";

describe("webhookApiPaths", () => {
  it("names the agent's webhook routes, escaping the ids", () => {
    expect(webhookApiPaths.webhooks("o1", "a/1")).toBe("/api/console/organizations/o1/agents/a%2F1/webhooks");
    expect(webhookApiPaths.webhook("o1", "a1", "w1")).toBe("/api/console/organizations/o1/agents/a1/webhooks/w1");
    expect(webhookApiPaths.deliveries("o1", "a1", 2)).toBe("/api/console/organizations/o1/agents/a1/webhooks/deliveries?page=2");
    expect(webhookApiPaths.delivery("o1", "a1", "d1")).toBe("/api/console/organizations/o1/agents/a1/webhooks/deliveries/d1");
    expect(webhookApiPaths.sentDeliveries("o1", "a1", "w1", 3)).toBe("/api/console/organizations/o1/agents/a1/webhooks/w1/deliveries?page=3");
    expect(webhookApiPaths.replay("o1", "a1", "w1", "d/1")).toBe("/api/console/organizations/o1/agents/a1/webhooks/w1/deliveries/d%2F1/replay");
    expect(webhookApiPaths.test("o1", "a1", "w1")).toBe("/api/console/organizations/o1/agents/a1/webhooks/w1/test");
  });
});
