import { describe, expect, it } from "vitest";

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
});
