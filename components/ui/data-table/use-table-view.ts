"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

import { readTableView, writeTableView, type TableView, type TableViewConfig } from "./url-state";

/**
 * How a change enters the browser's history: `push` for a page, an order or a filter chosen from a list, so
 * Back walks through them; `replace` while the text filter is typed, so Back does not step letter by letter.
 */
export type HistoryMode = "push" | "replace";

export type TableViewBinding = {
  view: TableView;
  setView: (view: TableView, mode: HistoryMode) => void;
  config: TableViewConfig;
};

/**
 * A list's view kept in the page's address. It writes through the History API, which Next.js keeps in step
 * with `useSearchParams`: the view changes without asking the server for the page again (a router navigation
 * would, on every key typed into the filter), and Back and Forward restore it.
 */
export function useTableView(config: TableViewConfig): TableViewBinding {
  const searchParams = useSearchParams();
  const view = useMemo(() => readTableView(searchParams, config), [searchParams, config]);
  const setView = useCallback(
    (next: TableView, mode: HistoryMode) => {
      const params = writeTableView(new URLSearchParams(window.location.search), next, config);
      const search = params.toString();
      const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [config],
  );
  return { view, setView, config };
}
