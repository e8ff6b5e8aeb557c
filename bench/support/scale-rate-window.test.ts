import { describe, expect, it } from "vitest";

import { RateWindow } from "./scale-rate-window.mjs";

describe("RateWindow", () => {
  it("lets requests through while they fit in the window, then waits for the next one", () => {
    let now = 120_000 + 10_000;
    const window = new RateWindow({ limit: 300, now: () => now });
    expect(window.delayBefore(200)).toBe(0);
    window.count(200);
    expect(window.delayBefore(100)).toBe(0);
    expect(window.delayBefore(101)).toBe(50_050);
    now = 180_000 + 1;
    expect(window.delayBefore(300)).toBe(0);
  });

  it("takes a new window that began while requests were under way as holding all of them", () => {
    let now = 120_000 + 55_000;
    const window = new RateWindow({ limit: 300, now: () => now });
    window.count(250);
    now = 180_000 + 5_000;
    window.settle(250);
    expect(window.delayBefore(100)).toBe(55_050);
    expect(window.delayBefore(50)).toBe(0);
  });

  it("counts nothing more when the requests ended in the window they began in", () => {
    let now = 120_000 + 10_000;
    const window = new RateWindow({ limit: 300, now: () => now });
    window.count(250);
    now = 120_000 + 20_000;
    window.settle(250);
    expect(window.delayBefore(50)).toBe(0);
  });
});
