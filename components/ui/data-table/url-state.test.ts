import { describe, expect, it } from "vitest";

import {
  defaultView,
  isFiltered,
  readTableView,
  withFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withQuery,
  withSort,
  writeTableView,
  type TableView,
  type TableViewConfig,
} from "./url-state";

const config: TableViewConfig = {
  prefix: "keys",
  sortable: ["name", "createdAt"],
  filterable: { status: ["active", "revoked"] },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
};

const read = (search: string, options = config) => readTableView(new URLSearchParams(search), options);
const write = (view: TableView, search = "", options = config) => writeTableView(new URLSearchParams(search), view, options).toString();

describe("readTableView", () => {
  it("gives the default view for an address that says nothing", () => {
    expect(read("")).toEqual({ sort: null, query: "", filters: {}, pageIndex: 0, pageSize: 25 });
  });

  it("reads sort, text, filters, page and size under the table's prefix", () => {
    expect(read("keys.sort=name.desc&keys.q=sync&keys.status=revoked&keys.page=3&keys.size=50")).toEqual({
      sort: { id: "name", desc: true },
      query: "sync",
      filters: { status: "revoked" },
      pageIndex: 2,
      pageSize: 50,
    });
  });

  it("ignores another table's parameters", () => {
    expect(read("agents.sort=name&agents.page=2&sort=name")).toEqual(defaultView(config));
  });

  it.each([
    ["an unknown sort column", "keys.sort=secret"],
    ["an unknown direction", "keys.sort=name.sideways"],
    ["a page of zero", "keys.page=0"],
    ["a negative page", "keys.page=-2"],
    ["a page that is not a number", "keys.page=two"],
    ["a size not offered", "keys.size=7"],
    ["a filter value not offered", "keys.status=deleted"],
    ["a filter on a column without one", "keys.name=x"],
  ])("falls back to the default for %s", (_, search) => {
    expect(read(search)).toEqual(defaultView(config));
  });

  it("takes the default sort unless the address turns it off", () => {
    const sorted = { ...config, defaultSort: { id: "createdAt", desc: true } };
    expect(read("", sorted).sort).toEqual({ id: "createdAt", desc: true });
    expect(read("keys.sort=none", sorted).sort).toBeNull();
    expect(read("keys.sort=bogus", sorted).sort).toEqual({ id: "createdAt", desc: true });
  });
});

describe("writeTableView", () => {
  it("leaves the defaults out", () => {
    expect(write(defaultView(config))).toBe("");
  });

  it("keeps every parameter that is not the table's", () => {
    const view = withSort(defaultView(config), { id: "name", desc: false });
    expect(write(view, "tab=keys&agents.page=2&keys.page=4")).toBe("tab=keys&agents.page=2&keys.sort=name");
  });

  it("writes a turned-off default sort as none", () => {
    const sorted = { ...config, defaultSort: { id: "createdAt", desc: true } };
    expect(write(withSort(defaultView(sorted), null), "", sorted)).toBe("keys.sort=none");
    expect(write(defaultView(sorted), "", sorted)).toBe("");
  });

  it.each<[string, TableView]>([
    ["the default", defaultView(config)],
    ["a sort", { ...defaultView(config), sort: { id: "createdAt", desc: true } }],
    ["text with spaces and symbols", { ...defaultView(config), query: "order sync & co" }],
    ["a filter", { ...defaultView(config), filters: { status: "active" } }],
    ["a page and a size", { ...defaultView(config), pageIndex: 4, pageSize: 100 }],
    ["everything at once", { sort: { id: "name", desc: true }, query: "a=b", filters: { status: "revoked" }, pageIndex: 1, pageSize: 50 }],
  ])("round-trips %s", (_, view) => {
    expect(read(write(view))).toEqual(view);
  });
});

describe("view changes", () => {
  const onPage3 = withPage(defaultView(config), 2);

  it("start from the first page when the text, a filter or the order changes", () => {
    expect(withQuery(onPage3, "x").pageIndex).toBe(0);
    expect(withFilter(onPage3, "status", "active").pageIndex).toBe(0);
    expect(withSort(onPage3, { id: "name", desc: false }).pageIndex).toBe(0);
  });

  it("clear a filter with an empty value", () => {
    expect(withFilter(withFilter(onPage3, "status", "active"), "status", "").filters).toEqual({});
  });

  it("keep the first row in view when the page size changes", () => {
    expect(withPageSize(onPage3, 50).pageIndex).toBe(1);
    expect(withPageSize(withPage(defaultView(config), 1), 100).pageIndex).toBe(0);
  });

  it("never go before the first page", () => {
    expect(withPage(onPage3, -1).pageIndex).toBe(0);
  });

  it("tell a filtered view, and clear its filters", () => {
    const filtered = withFilter(withQuery(onPage3, "sync"), "status", "active");
    expect(isFiltered(filtered)).toBe(true);
    expect(isFiltered(withQuery(defaultView(config), "  "))).toBe(false);
    expect(withoutFilters(filtered)).toEqual({ ...defaultView(config), pageIndex: 0 });
  });
});
