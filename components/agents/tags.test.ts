import { describe, expect, it } from "vitest";

import { addTags, removeTag } from "./tags";

describe("addTags", () => {
  it("adds each comma-separated tag, trimmed", () => {
    expect(addTags([], " support, orders ,vip")).toEqual(["support", "orders", "vip"]);
  });

  it("drops empty parts and tags already there, whatever their case", () => {
    expect(addTags(["Support"], "support, , ,orders,orders")).toEqual(["Support", "orders"]);
  });

  it("leaves the list as it was for blank input", () => {
    expect(addTags(["a"], "  ")).toEqual(["a"]);
  });
});

describe("removeTag", () => {
  it("removes just that tag", () => {
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });
});
