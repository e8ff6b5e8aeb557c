import { describe, expect, it } from "vitest";

import { bucketSeries } from "./prepare-buckets";
import { exportFileName, seriesCsv, usersCsv } from "./prepare-csv";
import { resolveRange } from "./prepare-range";

describe("seriesCsv", () => {
  it("writes one row per bucket and a last row of totals", () => {
    const range = resolveRange({ preset: "custom", from: "2026-11-01", to: "2026-11-03" }, new Date("2026-11-05T00:00:00Z"), "UTC");
    const series = bucketSeries(
      [
        { hour: "2026-11-01T10:00:00.000Z", conversations: 1, messages: 4, tokens: 120, seconds: 0, sms: 0, emails: 0 },
        { hour: "2026-11-03T10:00:00.000Z", conversations: 2, messages: 6, tokens: 80, seconds: 30, sms: 1, emails: 2 },
      ],
      range,
    );
    const lines = seriesCsv(series).trim().split("\r\n");
    expect(lines[0]).toBe("Period,Start,End,Conversations,Messages,Tokens,Voice seconds,SMS,Emails");
    expect(lines[1]).toBe("Nov 1,2026-11-01T00:00:00.000Z,2026-11-02T00:00:00.000Z,1,4,120,0,0,0");
    expect(lines[2]).toContain(",0,0,0,0,0,0");
    expect(lines.at(-1)).toBe("Total,2026-11-01T00:00:00.000Z,2026-11-04T00:00:00.000Z,3,10,200,30,1,2");
  });
});

describe("usersCsv", () => {
  it("writes usage per user, with the agent when asked", () => {
    const csv = usersCsv(
      [{ conversationUserId: "u1", name: "Maria Lopez", email: "maria@example.com", conversations: 1, messages: 4, tokens: 90 }],
      "Northwind Support",
    );
    expect(csv).toBe("Agent,User,Email,User ID,Conversations,Messages,Tokens\r\nNorthwind Support,Maria Lopez,maria@example.com,u1,1,4,90\r\n");
  });
});

describe("exportFileName", () => {
  it("makes a safe file name", () => {
    expect(exportFileName(["Usage", "Northwind Support", "2026-11-01", "to", "2026-11-07"])).toBe("usage-northwind-support-2026-11-01-to-2026-11-07.csv");
    expect(exportFileName([])).toBe("usage.csv");
  });
});
