import { describe, expect, it } from "vitest";

import type { CrawlView } from "@/lib/schemas/console/crawls";

import { withCrawl, withoutCrawl } from "./crawl-cache";

const crawl = (id: string, status: CrawlView["status"] = "never") => ({ id, status }) as CrawlView;

describe("the crawls cache", () => {
  it("replaces a configuration in place, or adds a new one first", () => {
    expect(withCrawl([crawl("a"), crawl("b")], crawl("b", "queued"))).toEqual([crawl("a"), crawl("b", "queued")]);
    expect(withCrawl([crawl("a")], crawl("c"))).toEqual([crawl("c"), crawl("a")]);
  });

  it("leaves a list not loaded yet alone", () => {
    expect(withCrawl(undefined, crawl("a"))).toBeUndefined();
    expect(withoutCrawl(undefined, "a")).toBeUndefined();
  });

  it("removes a deleted configuration", () => {
    expect(withoutCrawl([crawl("a"), crawl("b")], "a")).toEqual([crawl("b")]);
  });
});
