import { describe, expect, it } from "vitest";

import { describeRange, rangeKey, rangeOfRequest } from "./range";

const now = new Date("2026-11-03T15:20:30Z");

describe("rangeOfRequest", () => {
  it("reads the range and the viewer's time zone, falling back to UTC for a zone that does not exist", () => {
    const { selection, range } = rangeOfRequest(new URLSearchParams("range=30d&tz=Europe%2FBerlin"), now);
    expect(selection).toEqual({ preset: "30d" });
    expect(range.timeZone).toBe("Europe/Berlin");
    expect(rangeOfRequest(new URLSearchParams("tz=Nowhere%2FAtAll"), now).range.timeZone).toBe("UTC");
  });

  it("describes the range for the browser, with the dates a custom range would start from", () => {
    const { selection, range } = rangeOfRequest(new URLSearchParams("range=7d&tz=UTC"), now);
    expect(describeRange(selection, range)).toEqual({
      preset: "7d",
      from: "2026-10-28",
      to: "2026-11-03",
      start: "2026-10-28T00:00:00.000Z",
      end: "2026-11-04T00:00:00.000Z",
      until: now.toISOString(),
      bucket: "day",
      previousStart: new Date(Date.parse("2026-10-28T00:00:00Z") - (now.getTime() - Date.parse("2026-10-28T00:00:00Z"))).toISOString(),
      previousEnd: "2026-10-28T00:00:00.000Z",
      timeZone: "UTC",
    });
  });

  it("keys a range by the minute, so requests a few seconds apart share cached answers", () => {
    const first = rangeOfRequest(new URLSearchParams("range=24h"), now).range;
    const later = rangeOfRequest(new URLSearchParams("range=24h"), new Date(now.getTime() + 10_000)).range;
    expect(rangeKey(first)).toBe(rangeKey(later));
  });
});
