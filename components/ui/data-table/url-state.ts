/**
 * A list's view (sort, text filter, per-column filters, page) read from and written to the page's address, so a
 * link, a reload and Back show the same view. Pure: no React, no router.
 *
 * Parameters carry the table's `prefix`, so two tables on one page keep their own: `keys.sort=name.desc`,
 * `keys.q=sync`, `keys.status=active`, `keys.page=2` (from 1), `keys.size=50`. A value that equals the default is
 * left out; one that is unknown or malformed is ignored and the default applies.
 */

export type TableSort = { id: string; desc: boolean };

export type TableView = {
  sort: TableSort | null;
  /** The text filter, as typed. */
  query: string;
  /** Per-column filters by column id; a column without a filter is absent. */
  filters: Record<string, string>;
  /** From 0. */
  pageIndex: number;
  pageSize: number;
};

export type TableViewConfig = {
  /** Names the table's parameters; unique among the tables of one page. */
  prefix: string;
  /** Columns that can be sorted. */
  sortable: readonly string[];
  /** Columns with a filter, and the values each accepts. */
  filterable?: Readonly<Record<string, readonly string[]>>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  defaultSort?: TableSort | null;
};

/** The parameters a per-column filter may not be named after. */
const reserved = new Set(["sort", "q", "page", "size"]);

const param = (config: TableViewConfig, name: string) => `${config.prefix}.${name}`;

export function defaultView(config: TableViewConfig): TableView {
  return { sort: config.defaultSort ?? null, query: "", filters: {}, pageIndex: 0, pageSize: config.defaultPageSize };
}

function readSort(value: string | null, config: TableViewConfig): TableSort | null | undefined {
  if (value === null) return undefined;
  if (value === "none") return null;
  const match = /^(.+?)(\.desc|\.asc)?$/.exec(value);
  const id = match?.[1];
  if (id === undefined || !config.sortable.includes(id)) return undefined;
  return { id, desc: match?.[2] === ".desc" };
}

function readPositiveInteger(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,6}$/.test(value)) return undefined;
  return Number(value);
}

/** The view the address describes; whatever it does not say, or says wrongly, is the default. */
export function readTableView(params: Pick<URLSearchParams, "get">, config: TableViewConfig): TableView {
  const fallback = defaultView(config);
  const sort = readSort(params.get(param(config, "sort")), config);
  const page = readPositiveInteger(params.get(param(config, "page")));
  const size = readPositiveInteger(params.get(param(config, "size")));
  const filters: Record<string, string> = {};
  for (const [id, values] of Object.entries(config.filterable ?? {})) {
    const value = params.get(param(config, id));
    if (!reserved.has(id) && value !== null && values.includes(value)) filters[id] = value;
  }
  return {
    sort: sort === undefined ? fallback.sort : sort,
    query: params.get(param(config, "q"))?.slice(0, 200) ?? "",
    filters,
    pageIndex: page === undefined ? 0 : page - 1,
    pageSize: size !== undefined && config.pageSizes.includes(size) ? size : fallback.pageSize,
  };
}

const sameSort = (a: TableSort | null, b: TableSort | null) => (a === null || b === null ? a === b : a.id === b.id && a.desc === b.desc);

/**
 * The address's parameters with this view written in: the table's own parameters replaced, every other
 * parameter kept as it was, defaults left out.
 */
export function writeTableView(params: URLSearchParams, view: TableView, config: TableViewConfig): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) if (key.startsWith(`${config.prefix}.`)) next.delete(key);
  const fallback = defaultView(config);
  if (!sameSort(view.sort, fallback.sort)) {
    next.set(param(config, "sort"), view.sort === null ? "none" : `${view.sort.id}${view.sort.desc ? ".desc" : ""}`);
  }
  if (view.query !== "") next.set(param(config, "q"), view.query);
  for (const [id, value] of Object.entries(view.filters)) if (value !== "" && !reserved.has(id)) next.set(param(config, id), value);
  if (view.pageIndex > 0) next.set(param(config, "page"), String(view.pageIndex + 1));
  if (view.pageSize !== fallback.pageSize) next.set(param(config, "size"), String(view.pageSize));
  return next;
}

/** A new text filter starts from the first page. */
export function withQuery(view: TableView, query: string): TableView {
  return { ...view, query, pageIndex: 0 };
}

/** A column filter set (or cleared with ""), from the first page. */
export function withFilter(view: TableView, id: string, value: string): TableView {
  const filters = { ...view.filters };
  if (value === "") delete filters[id];
  else filters[id] = value;
  return { ...view, filters, pageIndex: 0 };
}

/** A new order starts from the first page. */
export function withSort(view: TableView, sort: TableSort | null): TableView {
  return { ...view, sort, pageIndex: 0 };
}

/** Another page size keeps the first row of the current page in view. */
export function withPageSize(view: TableView, pageSize: number): TableView {
  return { ...view, pageSize, pageIndex: Math.floor((view.pageIndex * view.pageSize) / pageSize) };
}

export function withPage(view: TableView, pageIndex: number): TableView {
  return { ...view, pageIndex: Math.max(0, pageIndex) };
}

/** Whether any filter narrows the list, so an empty result means "nothing matches" rather than "nothing yet". */
export function isFiltered(view: TableView): boolean {
  return view.query.trim() !== "" || Object.keys(view.filters).length > 0;
}

/** The view without its filters, from the first page. */
export function withoutFilters(view: TableView): TableView {
  return { ...view, query: "", filters: {}, pageIndex: 0 };
}
