/**
 * Moving between a list's rows with the keyboard, as plain arithmetic: which row a key leads to, which control of
 * that row takes focus, and where a row that is not drawn yet lies in a long list. `use-row-keyboard-navigation.ts`
 * applies it to the page.
 */

/** The keys that move between rows, with the modifiers held. */
export type RowKey = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean };

/**
 * Where a key moves among `rowCount` rows counted from 0, or null when it does not move (not a key of the list's,
 * or already at that end). `index` is the row to go to; `step` is where to look on, one row at a time, when that
 * row holds no control to focus. ArrowDown/ArrowUp: the next/previous row; PageDown/PageUp: `pageRows` rows on;
 * Home/End, with or without Ctrl: the first/last row.
 */
export function rowMove(key: RowKey, current: number, rowCount: number, pageRows: number): { index: number; step: 1 | -1 } | null {
  if (key.altKey || key.metaKey || key.shiftKey || rowCount <= 0) return null;
  const last = rowCount - 1;
  const page = Math.max(1, Math.floor(pageRows));
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  const move = (index: number, step: 1 | -1) => (index === current ? null : { index, step });
  if (key.ctrlKey && key.key !== "Home" && key.key !== "End") return null;
  switch (key.key) {
    case "ArrowDown":
      return move(clamp(current + 1), 1);
    case "ArrowUp":
      return move(clamp(current - 1), -1);
    case "PageDown":
      return move(clamp(current + page), 1);
    case "PageUp":
      return move(clamp(current - page), -1);
    case "Home":
      return move(0, 1);
    case "End":
      return move(last, -1);
    default:
      return null;
  }
}

/** What the focused element is, as far as its own use of the arrow keys goes. */
export type FocusedControl = { tagName: string; type?: string | null; role?: string | null; isContentEditable?: boolean };

const buttonLikeInputs = new Set(["checkbox", "button", "submit", "reset", "image"]);
const rolesWithOwnArrows = new Set([
  "combobox",
  "listbox",
  "menu",
  "menubar",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "radio",
  "radiogroup",
  "scrollbar",
  "searchbox",
  "slider",
  "spinbutton",
  "tab",
  "tablist",
  "textbox",
  "tree",
  "treegrid",
  "grid",
]);

/** Whether the control uses the arrow keys itself (a text field, a select, a combobox, a slider): the list leaves them to it. */
export function hasOwnArrowKeys({ tagName, type, role, isContentEditable = false }: FocusedControl): boolean {
  if (isContentEditable) return true;
  if (role && rolesWithOwnArrows.has(role)) return true;
  const tag = tagName.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !buttonLikeInputs.has((type ?? "text").toLowerCase());
}

/** The control at the same place in the other row's cell: the same position, or the cell's last when it has fewer. */
export function matchingControlIndex(position: number, controlCount: number): number | null {
  if (controlCount <= 0) return null;
  return Math.min(Math.max(0, position), controlCount - 1);
}

/**
 * The cell to take a control from when the row's cell in the same column holds none: the nearest cell that does,
 * to the left first on a tie. `cellsWithControls` are column indexes.
 */
export function nearestCellIndex(column: number, cellsWithControls: readonly number[]): number | null {
  let best: number | null = null;
  for (const cell of cellsWithControls) {
    if (best === null || Math.abs(cell - column) < Math.abs(best - column) || (Math.abs(cell - column) === Math.abs(best - column) && cell < best)) {
      best = cell;
    }
  }
  return best;
}

/** A drawn row of a long list: its place among the rows and its edges, in the scrolling content's coordinates. */
export type DrawnRowBox = { index: number; top: number; bottom: number };

/**
 * Where a row that is not drawn lies in a long list, in the scrolling content's coordinates. The list body keeps
 * the space of the rows not drawn above and below the drawn ones; a row's place in that space is proportional to
 * its index. `body` is the list body's top and bottom, `first` and `last` the first and last drawn rows.
 */
export function estimatedRowTop({
  index,
  rowCount,
  body,
  first,
  last,
}: {
  index: number;
  rowCount: number;
  body: { top: number; bottom: number };
  first: DrawnRowBox;
  last: DrawnRowBox;
}): number {
  if (index < first.index) {
    const height = first.index > 0 ? (first.top - body.top) / first.index : 0;
    return body.top + height * index;
  }
  if (index > last.index) {
    const after = rowCount - 1 - last.index;
    const height = after > 0 ? (body.bottom - last.bottom) / after : 0;
    return last.bottom + height * (index - last.index - 1);
  }
  const height = last.index > first.index ? (last.top - first.top) / (last.index - first.index) : 0;
  return first.top + height * (index - first.index);
}

/**
 * Where to scroll a box so that content from `top` to `top + height` is in view below a sticky header of
 * `stickyTop` pixels, moving as little as possible.
 */
export function scrollTopToShow({
  top,
  height,
  scrollTop,
  viewHeight,
  stickyTop = 0,
}: {
  top: number;
  height: number;
  scrollTop: number;
  viewHeight: number;
  stickyTop?: number;
}): number {
  if (top - stickyTop < scrollTop) return Math.max(0, top - stickyTop);
  if (top + height > scrollTop + viewHeight) return Math.max(0, top + height - viewHeight);
  return scrollTop;
}

/** How many rows of `rowHeight` fit in a view of `viewHeight` below a header of `stickyTop`: a page for PageDown. */
export function rowsInView(viewHeight: number, rowHeight: number, stickyTop = 0): number {
  if (rowHeight <= 0) return 1;
  return Math.max(1, Math.floor((viewHeight - stickyTop) / rowHeight));
}

/**
 * Crossing between the list's header and its rows: ArrowDown from a header control (a sort button, select all)
 * goes into the rows, ArrowUp from the first row goes back up to the header. Null for any other key, or with
 * a modifier held.
 */
export function headerCrossing(key: RowKey, place: { isInHeader: boolean; current: number }): "into-rows" | "to-header" | null {
  if (key.altKey || key.metaKey || key.shiftKey || key.ctrlKey) return null;
  if (place.isInHeader) return key.key === "ArrowDown" ? "into-rows" : null;
  return key.key === "ArrowUp" && place.current === 0 ? "to-header" : null;
}

/**
 * The first row below a sticky header that is in view, from the drawn rows' edges (top to bottom) and the
 * header's bottom edge, in the same coordinates; the first drawn row when none is below it.
 */
export function firstRowInView(rows: readonly { top: number; bottom: number }[], headerBottom: number): number | null {
  if (rows.length === 0) return null;
  const index = rows.findIndex((row) => row.top >= headerBottom - 1);
  return index === -1 ? 0 : index;
}
