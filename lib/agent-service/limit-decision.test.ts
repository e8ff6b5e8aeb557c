import { describe, expect, it } from "vitest";

import { limitReached, monthlyResetAt, refusalDetail, type LimitCheck } from "./limit-decision";

const tokens = (owner: LimitCheck["owner"], amount: number, used: number): LimitCheck => ({
  owner,
  ownerId: `${owner}-id`,
  field: "tokensAmountPerMonth",
  amount,
  used,
});

describe("limitReached", () => {
  it("lets a metered call through while something is left, and refuses it once the amount is spent", () => {
    expect(limitReached([tokens("conversation_user", 1, 0)])).toBeUndefined();
    expect(limitReached([tokens("conversation_user", 1, 1)])).toMatchObject({ owner: "conversation_user" });
    expect(limitReached([tokens("agent", 100, 350)])).toMatchObject({ owner: "agent", used: 350 });
  });

  it("refuses everything under an amount of none", () => {
    expect(limitReached([tokens("subscription", 0, 0)])).toMatchObject({ owner: "subscription", amount: 0 });
  });

  it("names the first limit reached, in the order given", () => {
    const reached = limitReached([tokens("conversation_user", 500, 10), tokens("agent", 5, 10), tokens("subscription", 1, 10)]);
    expect(reached?.owner).toBe("agent");
    expect(limitReached([tokens("conversation_user", 500, 10), tokens("agent", 50, 10), tokens("subscription", 1_000, 10)])).toBeUndefined();
  });

  it("counts what a creation adds: the last agent the subscription allows is created, the next refused", () => {
    const agents = (used: number, adding = 1): LimitCheck => ({ owner: "subscription", ownerId: "plan", field: "agentsAmount", amount: 2, used, adding });
    expect(limitReached([agents(1)])).toBeUndefined();
    expect(limitReached([agents(2)])).toBeDefined();
    expect(limitReached([agents(0, 3)])).toBeDefined();
    expect(limitReached([agents(0, 2)])).toBeUndefined();
  });
});

describe("refusalDetail", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("says when a monthly amount starts again: the first of next month, UTC, across a year's end", () => {
    expect(monthlyResetAt(now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(monthlyResetAt(new Date("2026-12-31T23:59:59Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(refusalDetail(tokens("conversation_user", 1, 212), now)).toEqual({
      owner: "conversation_user",
      ownerId: "conversation_user-id",
      field: "tokensAmountPerMonth",
      amount: 1,
      used: 212,
      resetsAt: "2026-12-01T00:00:00.000Z",
      message: "The user's tokensAmountPerMonth (1) is spent for this month: 212 used.",
    });
  });

  it("gives a count no reset date", () => {
    const detail = refusalDetail({ owner: "subscription", ownerId: "plan", field: "agentsAmount", amount: 2, used: 2, adding: 1 }, now);
    expect(detail).not.toHaveProperty("resetsAt");
    expect(detail.message).toBe("The subscription's agentsAmount allows 2; 2 exist already.");
  });
});
