import { describe, expect, it } from "vitest";

import { addPreviousTotals, addTotals, subtractTotals, totalsOfActivity, totalsOfStatistic } from "./totals";

const hour = { conversations: 1, messages: 4, tokens: 100, seconds: 0, sms: 1, emails: 0 };

describe("usage totals", () => {
  it("adds an activity report's hours, with the users who wrote", () => {
    expect(
      totalsOfActivity({
        hours: [
          { hour: "2026-11-01T10:00:00.000Z", ...hour },
          { hour: "2026-11-01T11:00:00.000Z", ...hour, tokens: 50 },
        ],
        outcomes: { activeUsers: 2 } as never,
      }),
    ).toEqual({
      conversations: 2,
      messages: 8,
      tokens: 150,
      seconds: 0,
      sms: 2,
      emails: 0,
      activeUsers: 2,
    });
  });

  it("reads a statistic, leaving out what a real deployment does not report", () => {
    expect(totalsOfStatistic({ tokensUsed: 10, vapiSecondsUsed: 2, smsUsed: 0, emailsUsed: 1 })).toEqual({
      conversations: null,
      messages: null,
      tokens: 10,
      seconds: 2,
      sms: 0,
      emails: 1,
      activeUsers: null,
    });
    expect(
      totalsOfStatistic({ tokensUsed: 10, vapiSecondsUsed: 2, smsUsed: 0, emailsUsed: 1, conversations: 3, messages: 9, activeUsers: 2 }).conversations,
    ).toBe(3);
  });

  it("adds agents' totals; a previous figure any agent lacks stays unknown", () => {
    const a = { conversations: 1, messages: 2, tokens: 3, seconds: 0, sms: 0, emails: 0, activeUsers: 1 };
    expect(addTotals([a, a]).tokens).toBe(6);
    const previous = addPreviousTotals([{ ...a }, { ...a, messages: null }, null]);
    expect(previous.tokens).toBeNull();
    expect(addPreviousTotals([{ ...a }, { ...a, messages: null }]).messages).toBeNull();
    expect(addPreviousTotals([{ ...a }, { ...a }]).conversations).toBe(2);
    expect(addPreviousTotals([])).toMatchObject({ conversations: 0 });
  });

  it("takes parts out of a statistic's totals, never below zero, an unknown figure staying unknown", () => {
    const total = { conversations: 10, messages: 40, tokens: 900, seconds: 0, sms: 2, emails: null, activeUsers: 3 };
    const tester = { conversations: 4, messages: 12, tokens: 300, seconds: 5, sms: 0, emails: 1, activeUsers: 1 };
    expect(subtractTotals(total, [tester])).toEqual({ conversations: 6, messages: 28, tokens: 600, seconds: 0, sms: 2, emails: null, activeUsers: 2 });
    expect(subtractTotals(total, [])).toEqual(total);
    expect(subtractTotals(total, [{ ...tester, conversations: null }]).conversations).toBeNull();
  });
});
