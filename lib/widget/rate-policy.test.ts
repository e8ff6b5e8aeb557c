import { describe, expect, it } from "vitest";

import { retryAfterSeconds, widgetRateLimits } from "./rate-policy";

const now = new Date("2026-11-26T12:00:30Z");
const who = { agentId: "agent-1", visitorId: "visitor-1", ip: "203.0.113.9" };

describe("widget rate limits", () => {
  it("count a visitor's writes apart from another visitor's, and an agent's as a whole", () => {
    const first = widgetRateLimits("write", who).map((limit) => limit.key);
    const second = widgetRateLimits("write", { ...who, visitorId: "visitor-2" }).map((limit) => limit.key);
    expect(first[0]).not.toBe(second[0]);
    expect(first[1]).toBe(second[1]);
  });

  it("mark the agent's limits as shared, so only what a visitor's own limits let through counts against them", () => {
    for (const kind of ["read", "write", "newVisitor"] as const) {
      expect(widgetRateLimits(kind, who).map((limit) => Boolean(limit.isShared))).toEqual([false, true]);
    }
  });

  it("count new visitors per address", () => {
    expect(widgetRateLimits("newVisitor", who)[0]!.key).toContain(who.ip);
  });

  it("let requests through up to the limit, then say how long to wait for the window to end", () => {
    const [visitor, agent] = widgetRateLimits("write", who);
    const windowStartedAt = new Date("2026-11-26T12:00:00Z");
    const at = (hits: number) =>
      new Map([
        [visitor!.key, { hits, windowStartedAt }],
        [agent!.key, { hits: 1, windowStartedAt }],
      ]);
    expect(retryAfterSeconds([visitor!, agent!], at(visitor!.limit), now)).toBeUndefined();
    expect(retryAfterSeconds([visitor!, agent!], at(visitor!.limit + 1), now)).toBe(30);
  });

  it("never ask to wait less than a second", () => {
    const [visitor] = widgetRateLimits("read", who);
    const counts = new Map([[visitor!.key, { hits: visitor!.limit + 1, windowStartedAt: new Date(now.getTime() - visitor!.windowMs) }]]);
    expect(retryAfterSeconds([visitor!], counts, now)).toBe(1);
  });
});
