import { describe, expect, it } from "vitest";

import { centeredScrollLeft } from "./centered-scroll";

describe("centeredScrollLeft", () => {
  it("puts an item in the middle of the scroller", () => {
    expect(centeredScrollLeft({ viewport: 300, content: 1000, itemStart: 500, itemSize: 100 })).toBe(400);
  });

  it("stops at the far end for the last item", () => {
    expect(centeredScrollLeft({ viewport: 300, content: 1000, itemStart: 900, itemSize: 100 })).toBe(700);
  });

  it("stays at the start for the first item", () => {
    expect(centeredScrollLeft({ viewport: 300, content: 1000, itemStart: 0, itemSize: 90 })).toBe(0);
  });

  it("does not scroll when everything fits", () => {
    expect(centeredScrollLeft({ viewport: 1200, content: 1000, itemStart: 900, itemSize: 100 })).toBe(0);
  });

  it("answers whole pixels", () => {
    expect(centeredScrollLeft({ viewport: 301, content: 1000, itemStart: 500, itemSize: 101 })).toBe(400);
  });
});
