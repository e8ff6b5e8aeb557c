import { describe, expect, it, vi } from "vitest";

import { remember } from "./remember";

describe("remember", () => {
  it("answers again from the first read until it expires", async () => {
    const read = vi.fn(async () => "figures");
    expect(await remember("cache-test:a", 1_000, read, 0)).toBe("figures");
    expect(await remember("cache-test:a", 1_000, read, 999)).toBe("figures");
    expect(read).toHaveBeenCalledTimes(1);
    await remember("cache-test:a", 1_000, read, 1_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("shares one read between requests made while it is on its way", async () => {
    let finish: (value: string) => void = () => {};
    const read = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = remember("cache-test:b", 1_000, read, 0);
    const second = remember("cache-test:b", 1_000, read, 10);
    finish("once");
    expect(await Promise.all([first, second])).toEqual(["once", "once"]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed read", async () => {
    const failing = vi.fn(async () => {
      throw new Error("429");
    });
    await expect(remember("cache-test:c", 1_000, failing, 0)).rejects.toThrow("429");
    await Promise.resolve();
    const read = vi.fn(async () => "recovered");
    expect(await remember("cache-test:c", 1_000, read, 1)).toBe("recovered");
  });
});
