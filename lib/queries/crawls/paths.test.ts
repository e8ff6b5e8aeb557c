import { describe, expect, it } from "vitest";

import { crawlApiPaths } from "./paths";

describe("crawl API paths", () => {
  it("names an agent's crawls, one of them, and its run and cancel actions, with ids escaped", () => {
    expect(crawlApiPaths.crawls("org 1", "a/1")).toBe("/api/console/organizations/org%201/agents/a%2F1/crawls");
    expect(crawlApiPaths.crawl("o", "a", "c?1")).toBe("/api/console/organizations/o/agents/a/crawls/c%3F1");
    expect(crawlApiPaths.run("o", "a", "c")).toBe("/api/console/organizations/o/agents/a/crawls/c/run");
    expect(crawlApiPaths.cancel("o", "a", "c")).toBe("/api/console/organizations/o/agents/a/crawls/c/cancel");
  });

  it("names a page of the latest crawl's pages, of one outcome or all", () => {
    expect(crawlApiPaths.pages("o", "a", "c", { page: 2, pageSize: 20 })).toBe("/api/console/organizations/o/agents/a/crawls/c/pages?page=2&pageSize=20");
    expect(crawlApiPaths.pages("o", "a", "c", { status: "failed", page: 1, pageSize: 10 })).toBe(
      "/api/console/organizations/o/agents/a/crawls/c/pages?page=1&pageSize=10&status=failed",
    );
  });
});
