import { describe, expect, it } from "vitest";

import type { CrawlView } from "@/lib/schemas/console/crawls";

import { activeCrawlPollMs, crawlsPollInterval, isCrawlActive } from "./crawl-polling";

const crawl = (status: CrawlView["status"]) => ({ status }) as CrawlView;

describe("crawlsPollInterval", () => {
  it("polls every second while a crawl is queued or running", () => {
    expect(crawlsPollInterval([crawl("completed"), crawl("running")], false)).toBe(activeCrawlPollMs);
    expect(crawlsPollInterval([crawl("queued")], false)).toBe(activeCrawlPollMs);
  });

  it("stops once every crawl is over, before the first load, and after a failed request", () => {
    expect(crawlsPollInterval([crawl("completed"), crawl("cancelled"), crawl("failed"), crawl("never")], false)).toBe(false);
    expect(crawlsPollInterval(undefined, false)).toBe(false);
    expect(crawlsPollInterval([crawl("running")], true)).toBe(false);
  });

  it("counts queued and running as active only", () => {
    expect(["never", "queued", "running", "completed", "failed", "cancelled"].filter((status) => isCrawlActive(status as CrawlView["status"]))).toEqual([
      "queued",
      "running",
    ]);
  });
});
