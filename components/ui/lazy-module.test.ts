import { afterEach, describe, expect, it, vi } from "vitest";

import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("fetches the module once however often it is wanted, and holds it once it has arrived", async () => {
    let fetches = 0;
    const parts = lazyModule(async () => {
      fetches += 1;
      return { name: "parts" };
    });
    expect(parts.current()).toBeUndefined();
    await Promise.all([parts.preload(), parts.preload(), parts.preload()]);
    await parts.preload();
    expect(fetches).toBe(1);
    expect(parts.current()).toEqual({ name: "parts" });
  });

  it("fetches again when wanted after a failed fetch, without throwing at whoever wanted it", async () => {
    let fetches = 0;
    const parts = lazyModule(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error("offline");
      return { name: "parts" };
    });
    await expect(parts.preload()).resolves.toBeUndefined();
    expect(parts.current()).toBeUndefined();
    await parts.preload();
    expect(fetches).toBe(2);
    expect(parts.current()).toEqual({ name: "parts" });
  });

  describe("keepLoading", () => {
    afterEach(() => void vi.useRealTimers());

    it("fetches again after each failed fetch, once the wait has passed, until the module arrives", async () => {
      vi.useFakeTimers();
      let fetches = 0;
      const parts = lazyModule(async () => {
        fetches += 1;
        if (fetches < 3) throw new Error("offline");
        return { name: "parts" };
      });
      parts.keepLoading(2_000);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetches).toBe(1);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(fetches).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetches).toBe(2);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(fetches).toBe(3);
      expect(parts.current()).toEqual({ name: "parts" });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetches).toBe(3);
    });

    it("stops trying once told to", async () => {
      vi.useFakeTimers();
      let fetches = 0;
      const parts = lazyModule(async () => {
        fetches += 1;
        throw new Error("offline");
      });
      const stop = parts.keepLoading(2_000);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(fetches).toBe(2);
      stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetches).toBe(2);
      expect(parts.current()).toBeUndefined();
    });
  });
});
