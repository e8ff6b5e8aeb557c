import { describe, expect, it } from "vitest";

import { selectAllState, selectedAmong, toggleSelected } from "./file-selection";

describe("file selection", () => {
  it("keeps only the selected files still listed, in the list's order", () => {
    expect(selectedAmong(new Set(["c", "a", "gone"]), [{ id: "a" }, { id: "b" }, { id: "c" }])).toEqual(["a", "c"]);
  });

  it("checks and unchecks one file without changing the given selection", () => {
    const selected = new Set(["a"]);
    expect([...toggleSelected(selected, "b", true)]).toEqual(["a", "b"]);
    expect([...toggleSelected(selected, "a", false)]).toEqual([]);
    expect([...selected]).toEqual(["a"]);
  });

  it("says whether the header checkbox is checked, unchecked or mixed", () => {
    expect(selectAllState(0, 3)).toBe(false);
    expect(selectAllState(2, 3)).toBe("mixed");
    expect(selectAllState(3, 3)).toBe(true);
    expect(selectAllState(0, 0)).toBe(false);
  });
});
