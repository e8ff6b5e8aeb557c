import { describe, expect, it } from "vitest";

import { conversationsPeriod } from "./conversations-period";

const now = new Date("2026-03-10T15:20:00Z");

describe("conversationsPeriod", () => {
  it("keeps the period the address names", () => {
    expect(conversationsPeriod({ start: "2026-03-09T00:00:00.000Z", end: "2026-03-10T00:00:00.000Z" }, { preset: "7d" }, "UTC", now)).toEqual({
      from: "2026-03-09T00:00:00.000Z",
      to: "2026-03-10T00:00:00.000Z",
      isChosen: true,
    });
  });

  it("without a period, takes the whole range the usage pages show, in the viewer's time zone", () => {
    expect(conversationsPeriod({ start: null, end: null }, { preset: "7d" }, "UTC", now)).toEqual({
      from: "2026-03-04T00:00:00.000Z",
      to: "2026-03-11T00:00:00.000Z",
      isChosen: false,
    });
    expect(conversationsPeriod({ start: null, end: null }, { preset: "custom", from: "2026-02-01", to: "2026-02-02" }, "Europe/Paris", now)).toEqual({
      from: "2026-01-31T23:00:00.000Z",
      to: "2026-02-02T23:00:00.000Z",
      isChosen: false,
    });
  });

  it("replaces a period the route would refuse: half of one, not instants, or ending before it starts", () => {
    const fallback = { from: "2026-03-04T00:00:00.000Z", to: "2026-03-11T00:00:00.000Z", isChosen: false };
    expect(conversationsPeriod({ start: "2026-03-09T00:00:00.000Z", end: null }, { preset: "7d" }, "UTC", now)).toEqual(fallback);
    expect(conversationsPeriod({ start: "2026-03-09", end: "2026-03-10" }, { preset: "7d" }, "UTC", now)).toEqual(fallback);
    expect(conversationsPeriod({ start: "2026-03-10T00:00:00.000Z", end: "2026-03-09T00:00:00.000Z" }, { preset: "7d" }, "UTC", now)).toEqual(fallback);
  });
});
