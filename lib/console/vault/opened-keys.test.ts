import { describe, expect, it } from "vitest";

import { OpenedKeys } from "./opened-keys";

function cacheAt(start = 0, ttlMs = 1_000, maxEntries = 3) {
  const clock = { now: start };
  return { clock, keys: new OpenedKeys<{ id: string; key: string }>(ttlMs, maxEntries, () => clock.now) };
}

describe("OpenedKeys", () => {
  it("gives a kept key back until it expires, then forgets it", () => {
    const { clock, keys } = cacheAt();
    keys.set("organization:us:org-1", { id: "row-1", key: "secret" });
    clock.now = 999;
    expect(keys.get("organization:us:org-1")?.key).toBe("secret");
    clock.now = 1_000;
    expect(keys.get("organization:us:org-1")).toBeUndefined();
  });

  it("forgets an owner's key, or the key of a row whoever owns it", () => {
    const { keys } = cacheAt();
    keys.set("a", { id: "row-1", key: "one" });
    keys.set("b", { id: "row-2", key: "two" });
    keys.forget("a");
    keys.forgetRow("row-2");
    expect(keys.get("a")).toBeUndefined();
    expect(keys.get("b")).toBeUndefined();
  });

  it("holds at most its size, dropping the oldest entry first", () => {
    const { keys } = cacheAt();
    for (const owner of ["a", "b", "c", "d"]) keys.set(owner, { id: owner, key: owner });
    expect(keys.get("a")).toBeUndefined();
    expect(["b", "c", "d"].map((owner) => keys.get(owner)?.key)).toEqual(["b", "c", "d"]);
  });

  it("starts a replaced key's time again", () => {
    const { clock, keys } = cacheAt();
    keys.set("a", { id: "row-1", key: "old" });
    clock.now = 900;
    keys.set("a", { id: "row-1", key: "new" });
    clock.now = 1_500;
    expect(keys.get("a")?.key).toBe("new");
  });
});
