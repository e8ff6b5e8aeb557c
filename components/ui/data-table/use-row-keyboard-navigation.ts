"use client";

import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

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
} from "./row-navigation";

/** Controls a person can move focus to; disabled ones and those taken out of the tab order are left out. */
const focusable = [
  "a[href]",
  "button:not(:disabled)",
  "input:not(:disabled):not([type=hidden])",
  "select:not(:disabled)",
  "textarea:not(:disabled)",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(", ");

/** How many frames a row not drawn yet is waited for while the list scrolls towards it. */
const framesToDrawRow = 8;

function controlsOf(cell: Element): HTMLElement[] {
  return Array.from(cell.querySelectorAll<HTMLElement>(focusable)).filter(
    (control) => control.tabIndex >= 0 && control.closest("[inert], [aria-hidden='true']") === null && control.getClientRects().length > 0,
  );
}

/** The control of `row` at the same place as the one focused: same column, same position in its cell. */
function matchingControl(row: HTMLTableRowElement, column: number, position: number): HTMLElement | null {
  const cells = Array.from(row.cells);
  const sameCell = cells[column] ? controlsOf(cells[column]) : [];
  const index = matchingControlIndex(position, sameCell.length);
  if (index !== null) return sameCell[index]!;
  const withControls = cells.flatMap((cell, cellIndex) => (controlsOf(cell).length > 0 ? [cellIndex] : []));
  const nearest = nearestCellIndex(column, withControls);
  return nearest === null ? null : (controlsOf(cells[nearest]!)[0] ?? null);
}

/** A list body's rows by their place among all the list's rows, whether every row is drawn or only those in view. */
function rowsOf(table: HTMLTableElement, body: HTMLTableSectionElement, row: HTMLTableRowElement) {
  const headerRows = table.tHead?.rows.length ?? 0;
  const rowCount = Number(table.getAttribute("aria-rowcount"));
  const rowIndex = Number(row.getAttribute("aria-rowindex"));
  if (rowCount > 0 && rowIndex > 0) {
    return {
      isVirtual: true,
      rowCount: rowCount - headerRows,
      current: rowIndex - headerRows - 1,
      // Rows come and go as the list scrolls: each is looked up when it is needed.
      find: (index: number) => table.querySelector<HTMLTableRowElement>(`:scope > tbody > tr[aria-rowindex="${index + headerRows + 1}"]`),
    };
  }
  const rows = Array.from(body.rows).filter((candidate) => candidate.getAttribute("aria-hidden") !== "true");
  return { isVirtual: false, rowCount: rows.length, current: rows.indexOf(row), find: (index: number) => rows[index] ?? null };
}

/** The first body row in view below the header (in a long list scrolled down, not the list's first row). */
function firstBodyRowInView(table: HTMLTableElement): HTMLTableRowElement | null {
  const rows = Array.from(table.tBodies).flatMap((body) => Array.from(body.rows).filter((row) => row.getAttribute("aria-hidden") !== "true"));
  const headerBottom = table.tHead?.getBoundingClientRect().bottom ?? Number.NEGATIVE_INFINITY;
  const index = firstRowInView(
    rows.map((row) => row.getBoundingClientRect()),
    headerBottom,
  );
  return index === null ? null : rows[index]!;
}

/** Scrolls a long list towards a row it has not drawn, to where the row's space lies, so the list draws it. */
function scrollTowardsRow(region: HTMLElement, table: HTMLTableElement, index: number, rowCount: number) {
  const drawn = table.querySelectorAll<HTMLTableRowElement>(":scope > tbody > tr[aria-rowindex]");
  const firstRow = drawn[0];
  const lastRow = drawn[drawn.length - 1];
  const body = firstRow?.parentElement;
  if (!firstRow || !lastRow || !body) return;
  const headerRows = table.tHead?.rows.length ?? 0;
  const regionTop = region.getBoundingClientRect().top - region.scrollTop;
  const box = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top - regionTop, bottom: rect.bottom - regionTop, height: rect.height };
  };
  const place = (row: HTMLTableRowElement) => ({ index: Number(row.getAttribute("aria-rowindex")) - headerRows - 1, ...box(row) });
  const first = place(firstRow);
  const last = place(lastRow);
  const top = estimatedRowTop({ index, rowCount, body: box(body), first, last });
  region.scrollTop = scrollTopToShow({
    top,
    height: first.height,
    scrollTop: region.scrollTop,
    viewHeight: region.clientHeight,
    stickyTop: table.tHead?.getBoundingClientRect().height ?? 0,
  });
}

/**
 * Arrow keys between a list's rows. With focus on a control in a body cell (a link, a button, a checkbox; not a
 * text field, select or combobox, which keep their arrows), ArrowDown/ArrowUp move focus to the control at the
 * same place in the next/previous row, PageDown/PageUp by the rows in view, Home/End (or Ctrl+Home/End) to the
 * first/last row. ArrowDown from a header control (a sort button) goes to the first row in view, ArrowUp from
 * the first row back to the header. A row that holds no such control is passed over. In a long list that draws only the rows in
 * view, `regionRef` is its scrolling box: it is scrolled until the row is drawn, and the row is focused then.
 * Tab moves as before. Returns the one `onKeyDown` handler for the element around the table.
 */
export function useRowKeyboardNavigation(regionRef: RefObject<HTMLElement | null>) {
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
      const control = event.target;
      const cell = control.closest("td, th");
      const row = cell?.parentElement;
      const body = row?.parentElement;
      const table = body?.parentElement;
      if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement)) return;
      if (!(body instanceof HTMLTableSectionElement) || !(table instanceof HTMLTableElement)) return;
      if ((body.tagName !== "TBODY" && body.tagName !== "THEAD") || !event.currentTarget.contains(table)) return;
      if (
        hasOwnArrowKeys({
          tagName: control.tagName,
          type: control.getAttribute("type"),
          role: control.getAttribute("role"),
          isContentEditable: control.isContentEditable,
        })
      ) {
        return;
      }

      const column = cell.cellIndex;
      const position = Math.max(0, controlsOf(cell).indexOf(control));
      const isInHeader = body.tagName === "THEAD";
      const rows = isInHeader ? undefined : rowsOf(table, body, row);
      const crossing = headerCrossing(event, { isInHeader, current: rows?.current ?? -1 });
      if (crossing) {
        const target = crossing === "into-rows" ? firstBodyRowInView(table) : table.tHead?.rows[table.tHead.rows.length - 1];
        const next = target ? matchingControl(target, column, position) : null;
        if (!next) return;
        event.preventDefault();
        next.focus();
        return;
      }
      if (!rows || rows.current < 0) return;
      const region = regionRef.current;
      const scrolls = rows.isVirtual && region !== null && region.scrollHeight > region.clientHeight;
      const stickyTop = scrolls ? (table.tHead?.getBoundingClientRect().height ?? 0) : 0;
      const pageRows = rowsInView(scrolls ? region.clientHeight : window.innerHeight, row.getBoundingClientRect().height, stickyTop);
      const move = rowMove(event, rows.current, rows.rowCount, pageRows);
      if (!move) return;
      event.preventDefault();

      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;

      const focusFrom = (index: number, framesLeft: number) => {
        for (let candidate = index; candidate >= 0 && candidate < rows.rowCount && candidate !== rows.current; candidate += move.step) {
          const target = rows.find(candidate);
          if (!target) {
            if (!scrolls || framesLeft <= 0) return;
            scrollTowardsRow(region, table, candidate, rows.rowCount);
            frame.current = requestAnimationFrame(() => {
              frame.current = null;
              focusFrom(candidate, framesLeft - 1);
            });
            return;
          }
          const next = matchingControl(target, column, position);
          if (next) {
            next.focus();
            return;
          }
        }
      };
      focusFrom(move.index, framesToDrawRow);
    },
    [regionRef],
  );
}
