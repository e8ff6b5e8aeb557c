import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

/** Starts a burst early in a fixed window, so the whole burst counts against one window. */
async function atStartOfWindow() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));
}

async function burst(count: number, send: () => Promise<{ status: number }>, concurrency = 25) {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += concurrency) {
    const batch = await Promise.all(Array.from({ length: Math.min(concurrency, count - sent) }, send));
    statuses.push(...batch.map((response) => response.status));
  }
  return statuses;
}

describe("rate limits per organization", () => {
  it("allows exactly 300 AI requests in a window, under concurrency, then answers 429 with Retry-After", { timeout: 120_000 }, async () => {
    await atStartOfWindow();
    const agent = await createTestAgent(baseUrl);
    const neighbour = await createTestAgent(baseUrl);
    const statuses = await burst(300, () => callService(baseUrl, "GET", "/external/conversations/states", { key: agent.key }));
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);

    const refused = await callService(baseUrl, "GET", "/api/external/conversations/states", { key: agent.key });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      status: 429,
      name: "TOO_MANY_REQUESTS_ERROR",
      message: "RATE_LIMIT_EXCEEDED",
      details: [{ limit: 300, windowSeconds: 60, retryAfterSeconds: retryAfter }],
    });

    const systemCall = await callService(baseUrl, "GET", "/external/agents/by-api-key", { key: agent.key });
    expect(systemCall.status).toBe(200);
    const otherOrganization = await callService(baseUrl, "GET", "/external/conversations/states", { key: neighbour.key });
    expect(otherOrganization.status).toBe(200);
  });

  it("allows 1,000 system requests in a window, then refuses", { timeout: 120_000 }, async () => {
    await atStartOfWindow();
    const agent = await createTestAgent(baseUrl);
    // Creating the agent took three system requests of the organization (roles, agent, key).
    const statuses = await burst(1_000, () => callService(baseUrl, "GET", "/external/agents/limits", { key: agent.key }), 50);
    expect(statuses.filter((status) => status === 200)).toHaveLength(997);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = await callService(baseUrl, "GET", "/external/agents/limits", { key: agent.key });
    expect(refused.status).toBe(429);
    expect(refused.body.details[0].limit).toBe(1_000);
  });
});
