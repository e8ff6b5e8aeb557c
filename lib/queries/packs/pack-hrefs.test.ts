import { describe, expect, it } from "vitest";

import { packHref } from "./pack-hrefs";

describe("packHref", () => {
  it("names one pack's page, its id encoded", () => {
    expect(packHref("p")).toBe("/knowledge/packs/p");
    expect(packHref("a/b")).toBe("/knowledge/packs/a%2Fb");
  });
});
