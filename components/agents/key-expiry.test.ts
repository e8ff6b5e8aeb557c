import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isoToLocalDateTime, localDateTimeToIso } from "./key-expiry";

describe("key expiry in a datetime-local box", () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/New_York";
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it("reads the local time the box holds as an instant", () => {
    expect(localDateTimeToIso("2030-01-15T09:30")).toBe("2030-01-15T14:30:00.000Z");
  });

  it("has no expiry for an empty or unreadable box", () => {
    expect(localDateTimeToIso("")).toBeUndefined();
    expect(localDateTimeToIso("not a date")).toBeUndefined();
  });

  it("shows an instant in local time, and nothing for none", () => {
    expect(isoToLocalDateTime("2030-01-15T14:30:00.000Z")).toBe("2030-01-15T09:30");
    expect(isoToLocalDateTime(undefined)).toBe("");
    expect(isoToLocalDateTime("garbage")).toBe("");
  });

  it("round-trips", () => {
    expect(isoToLocalDateTime(localDateTimeToIso("2031-07-04T18:05"))).toBe("2031-07-04T18:05");
  });
});
