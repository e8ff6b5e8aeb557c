import { describe, expect, it } from "vitest";

import {
  estimatedRowTop,
  firstRowInView,
  hasOwnArrowKeys,
  headerCrossing,
  matchingControlIndex,
  nearestCellIndex,
  rowMove,
  rowsInView,
  scrollTopToShow,
  type RowKey,
} from "./row-navigation";

const press = (key: string, held: Partial<RowKey> = {}): RowKey => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...held });

describe("rowMove", () => {
  it("moves one row down and up, looking on in the same direction", () => {
    expect(rowMove(press("ArrowDown"), 3, 10, 5)).toEqual({ index: 4, step: 1 });
    expect(rowMove(press("ArrowUp"), 3, 10, 5)).toEqual({ index: 2, step: -1 });
  });

  it("stays put at either end", () => {
    expect(rowMove(press("ArrowDown"), 9, 10, 5)).toBeNull();
    expect(rowMove(press("ArrowUp"), 0, 10, 5)).toBeNull();
    expect(rowMove(press("End"), 9, 10, 5)).toBeNull();
    expect(rowMove(press("Home", { ctrlKey: true }), 0, 10, 5)).toBeNull();
  });

  it("moves a page of rows, stopping at the ends", () => {
    expect(rowMove(press("PageDown"), 2, 100, 12)).toEqual({ index: 14, step: 1 });
    expect(rowMove(press("PageDown"), 95, 100, 12)).toEqual({ index: 99, step: 1 });
    expect(rowMove(press("PageUp"), 14, 100, 12)).toEqual({ index: 2, step: -1 });
    expect(rowMove(press("PageUp"), 5, 100, 12)).toEqual({ index: 0, step: -1 });
  });

  it("moves at least one row when not even one row fits in view", () => {
    expect(rowMove(press("PageDown"), 2, 100, 0)).toEqual({ index: 3, step: 1 });
  });

  it("goes to the first and last rows with Home and End, with or without Ctrl, looking inwards from there", () => {
    expect(rowMove(press("Home"), 7, 10, 5)).toEqual({ index: 0, step: 1 });
    expect(rowMove(press("End"), 2, 10, 5)).toEqual({ index: 9, step: -1 });
    expect(rowMove(press("Home", { ctrlKey: true }), 7, 10, 5)).toEqual({ index: 0, step: 1 });
    expect(rowMove(press("End", { ctrlKey: true }), 2, 10, 5)).toEqual({ index: 9, step: -1 });
  });

  it("leaves other keys and other modifiers to the browser", () => {
    expect(rowMove(press("ArrowLeft"), 3, 10, 5)).toBeNull();
    expect(rowMove(press("Tab"), 3, 10, 5)).toBeNull();
    expect(rowMove(press("Enter"), 3, 10, 5)).toBeNull();
    expect(rowMove(press("ArrowDown", { ctrlKey: true }), 3, 10, 5)).toBeNull();
    expect(rowMove(press("ArrowDown", { shiftKey: true }), 3, 10, 5)).toBeNull();
    expect(rowMove(press("ArrowDown", { altKey: true }), 3, 10, 5)).toBeNull();
    expect(rowMove(press("End", { metaKey: true }), 3, 10, 5)).toBeNull();
    expect(rowMove(press("ArrowDown"), 0, 0, 5)).toBeNull();
  });
});

describe("hasOwnArrowKeys", () => {
  it("leaves the arrows to text fields, selects, comboboxes and sliders", () => {
    expect(hasOwnArrowKeys({ tagName: "INPUT" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "input", type: "search" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "INPUT", type: "number" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "TEXTAREA" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "SELECT" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "BUTTON", role: "combobox" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "SPAN", role: "slider" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "BUTTON", role: "radio" })).toBe(true);
    expect(hasOwnArrowKeys({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });

  it("takes the arrows from links, buttons, checkboxes and switches", () => {
    expect(hasOwnArrowKeys({ tagName: "A" })).toBe(false);
    expect(hasOwnArrowKeys({ tagName: "BUTTON" })).toBe(false);
    expect(hasOwnArrowKeys({ tagName: "BUTTON", role: "checkbox" })).toBe(false);
    expect(hasOwnArrowKeys({ tagName: "BUTTON", role: "switch" })).toBe(false);
    expect(hasOwnArrowKeys({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(hasOwnArrowKeys({ tagName: "INPUT", type: "Submit" })).toBe(false);
  });
});

describe("matchingControlIndex", () => {
  it("keeps the position in the cell, or takes the cell's last control when it has fewer", () => {
    expect(matchingControlIndex(1, 3)).toBe(1);
    expect(matchingControlIndex(2, 2)).toBe(1);
    expect(matchingControlIndex(0, 1)).toBe(0);
    expect(matchingControlIndex(-1, 2)).toBe(0);
    expect(matchingControlIndex(0, 0)).toBeNull();
  });
});

describe("nearestCellIndex", () => {
  it("takes the nearest cell holding a control, the left one on a tie", () => {
    expect(nearestCellIndex(3, [0, 5])).toBe(5);
    expect(nearestCellIndex(3, [0, 6])).toBe(0);
    expect(nearestCellIndex(3, [1, 5])).toBe(1);
    expect(nearestCellIndex(3, [5, 1])).toBe(1);
    expect(nearestCellIndex(3, [3])).toBe(3);
    expect(nearestCellIndex(3, [])).toBeNull();
  });
});

describe("estimatedRowTop", () => {
  // Rows 100..139 drawn, 50 px each from 5,000; the 100 rows above and the 860 below keep 48 px each.
  const body = { top: 200, bottom: 200 + 100 * 48 + 40 * 50 + 860 * 48 };
  const first = { index: 100, top: 5_000, bottom: 5_050 };
  const last = { index: 139, top: 6_950, bottom: 7_000 };
  const rowCount = 1_000;

  it("places a row above the drawn ones in the space kept above them", () => {
    expect(estimatedRowTop({ index: 0, rowCount, body, first, last })).toBe(200);
    expect(estimatedRowTop({ index: 50, rowCount, body, first, last })).toBe(200 + 50 * 48);
  });

  it("places a row below the drawn ones in the space kept below them", () => {
    expect(estimatedRowTop({ index: 140, rowCount, body, first, last })).toBe(7_000);
    expect(estimatedRowTop({ index: 999, rowCount, body, first, last })).toBe(7_000 + 859 * 48);
  });

  it("places a row among the drawn ones between them", () => {
    expect(estimatedRowTop({ index: 120, rowCount, body, first, last })).toBe(6_000);
  });

  it("copes with one drawn row at either end", () => {
    const only = { index: 0, top: 200, bottom: 250 };
    expect(estimatedRowTop({ index: 0, rowCount: 1, body: { top: 200, bottom: 250 }, first: only, last: only })).toBe(200);
  });
});

describe("scrollTopToShow", () => {
  const view = { height: 50, viewHeight: 500, stickyTop: 40 };

  it("scrolls down just enough to show a row below the view", () => {
    expect(scrollTopToShow({ ...view, top: 1_000, scrollTop: 0 })).toBe(550);
  });

  it("scrolls up so that a row above the view shows below the sticky header", () => {
    expect(scrollTopToShow({ ...view, top: 1_000, scrollTop: 2_000 })).toBe(960);
    expect(scrollTopToShow({ ...view, top: 20, scrollTop: 2_000 })).toBe(0);
  });

  it("leaves a row already in view where it is", () => {
    expect(scrollTopToShow({ ...view, top: 1_000, scrollTop: 800 })).toBe(800);
  });
});

describe("rowsInView", () => {
  it("counts the whole rows below the header", () => {
    expect(rowsInView(540, 50, 40)).toBe(10);
    expect(rowsInView(560, 50, 40)).toBe(10);
  });

  it("is at least one row", () => {
    expect(rowsInView(30, 50, 40)).toBe(1);
    expect(rowsInView(500, 0)).toBe(1);
  });
});

describe("headerCrossing", () => {
  it("goes from the header into the rows with ArrowDown only", () => {
    expect(headerCrossing(press("ArrowDown"), { isInHeader: true, current: -1 })).toBe("into-rows");
    expect(headerCrossing(press("ArrowUp"), { isInHeader: true, current: -1 })).toBeNull();
    expect(headerCrossing(press("PageDown"), { isInHeader: true, current: -1 })).toBeNull();
  });

  it("goes back up to the header from the first row only", () => {
    expect(headerCrossing(press("ArrowUp"), { isInHeader: false, current: 0 })).toBe("to-header");
    expect(headerCrossing(press("ArrowUp"), { isInHeader: false, current: 1 })).toBeNull();
    expect(headerCrossing(press("ArrowDown"), { isInHeader: false, current: 0 })).toBeNull();
  });

  it("leaves keys with a modifier alone", () => {
    expect(headerCrossing(press("ArrowDown", { shiftKey: true }), { isInHeader: true, current: -1 })).toBeNull();
    expect(headerCrossing(press("ArrowUp", { ctrlKey: true }), { isInHeader: false, current: 0 })).toBeNull();
  });
});

describe("firstRowInView", () => {
  it("takes the first row whose top is at or below the header's bottom", () => {
    const rows = [
      { top: 100, bottom: 149 },
      { top: 149, bottom: 198 },
      { top: 198, bottom: 247 },
    ];
    expect(firstRowInView(rows, 150)).toBe(1);
    expect(firstRowInView(rows, 100)).toBe(0);
  });

  it("falls back to the first drawn row, and to none without rows", () => {
    expect(firstRowInView([{ top: 0, bottom: 49 }], 500)).toBe(0);
    expect(firstRowInView([], 40)).toBeNull();
  });
});
