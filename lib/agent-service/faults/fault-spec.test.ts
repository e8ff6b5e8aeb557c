import { describe, expect, it } from "vitest";

import { chooseFault, hasFaults, noFaults, parseFaultSpec } from "./fault-spec";

describe("parseFaultSpec", () => {
  it("reads shares and a latency", () => {
    expect(parseFaultSpec("error=0.2,ratelimit=0.1,latency=300ms")).toEqual({ error: 0.2, rateLimit: 0.1, drop: 0, latencyMs: 300, retryAfterSeconds: 1 });
    expect(parseFaultSpec(" drop = 0.05 , latency=1.5s ")).toEqual({ error: 0, rateLimit: 0, drop: 0.05, latencyMs: 1500, retryAfterSeconds: 1 });
    expect(parseFaultSpec("ratelimit=1,retryafter=40s")).toMatchObject({ rateLimit: 1, retryAfterSeconds: 40 });
    expect(parseFaultSpec("retryafter=1500ms").retryAfterSeconds).toBe(2);
  });

  it("injects nothing when unset or empty", () => {
    expect(parseFaultSpec(undefined)).toEqual(noFaults);
    expect(parseFaultSpec("")).toEqual(noFaults);
    expect(hasFaults(parseFaultSpec(""))).toBe(false);
    expect(hasFaults(parseFaultSpec("latency=10ms"))).toBe(true);
  });

  it.each([
    ["error=2", /between 0 and 1/],
    ["error=", /between 0 and 1/],
    ["oops=0.1", /unknown fault "oops"/],
    ["latency=fast", /duration/],
    ["error=0.6,ratelimit=0.6", /more than 1/],
  ])("refuses %s in plain words", (text, message) => {
    expect(() => parseFaultSpec(text)).toThrow(message);
  });
});

describe("chooseFault", () => {
  const spec = parseFaultSpec("error=0.2,ratelimit=0.1,drop=0.1");

  it("lays the shares end to end", () => {
    expect(chooseFault(spec, 0)).toBe("error");
    expect(chooseFault(spec, 0.19)).toBe("error");
    expect(chooseFault(spec, 0.2)).toBe("ratelimit");
    expect(chooseFault(spec, 0.35)).toBe("drop");
    expect(chooseFault(spec, 0.4)).toBeUndefined();
    expect(chooseFault(noFaults, 0)).toBeUndefined();
  });

  it("meets each fault about as often as its share", () => {
    const counts = { error: 0, ratelimit: 0, drop: 0, none: 0 };
    for (let index = 0; index < 10_000; index += 1) counts[chooseFault(spec, index / 10_000) ?? "none"] += 1;
    expect(counts.error).toBeCloseTo(2000, -1);
    expect(counts.ratelimit).toBeCloseTo(1000, -1);
    expect(counts.drop).toBeCloseTo(1000, -1);
    expect(counts.none).toBeCloseTo(6000, -1);
  });
});
