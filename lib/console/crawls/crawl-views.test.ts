import { describe, expect, it } from "vitest";

import { scrapingConfigResponse } from "@/lib/schemas/agent-api/scraping";
import { crawlView } from "@/lib/schemas/console/crawls";

import { toCrawlView } from "./crawl-views";

/** A configuration as a real deployment reports it: the ScrapingConfigResponseDTO fields and an id, nothing else. */
const deploymentConfig = {
  id: "cfg-1",
  url: "https://docs.example.com/",
  startCrawledAt: "2026-01-01T10:00:00.000Z",
  endCrawledAt: null,
  crawlerType: "FIRECRAWL",
  crawlFormat: "MARKDOWN",
  excludeUrls: ["/blog/*"],
  pageLimit: 50,
  maxDepth: 3,
  frequency: "weekly",
  autoUpload: true,
  crawlingStatus: "in_progress",
  somethingNew: { nested: true },
};

const run = {
  id: "run-1",
  status: "completed",
  pagesFound: 4,
  pagesFetched: 3,
  pagesIndexed: 3,
  pagesFailed: 1,
  pagesSkipped: 0,
  error: null,
  cancelRequestedAt: null,
  startedAt: "2026-01-01T10:00:00.000Z",
  finishedAt: "2026-01-01T10:00:09.000Z",
  createdAt: "2026-01-01T09:59:59.000Z",
  failedPages: [{ url: "https://docs.example.com/missing", reason: "HTTP 404", httpStatus: 404, extra: "dropped" }],
  skippedPages: [],
};

describe("toCrawlView", () => {
  it("shows a real deployment's configuration without this service's extensions", () => {
    const view = toCrawlView(scrapingConfigResponse.parse(deploymentConfig));
    expect(crawlView.parse(view)).toEqual({
      id: "cfg-1",
      url: "https://docs.example.com/",
      status: "running",
      frequency: "weekly",
      pageLimit: 50,
      maxDepth: 3,
      autoUpload: true,
      includePaths: [],
      excludePaths: ["/blog/*"],
      allowedHosts: [],
      nextRunAt: null,
      startedAt: "2026-01-01T10:00:00.000Z",
      finishedAt: null,
      createdAt: null,
      lastRun: null,
    });
  });

  it("takes the latest crawl's own status, times and failed pages, each with its reason", () => {
    const config = scrapingConfigResponse.parse({
      ...deploymentConfig,
      crawlerType: "BUILT_IN",
      crawlingStatus: "completed",
      includePaths: ["/docs/*"],
      excludePaths: [],
      allowedHosts: ["cdn.example.com"],
      nextRunAt: "2026-01-08T10:00:09.000Z",
      createdAt: "2026-01-01T09:00:00.000Z",
      updatedAt: "2026-01-01T09:00:00.000Z",
      lastRun: run,
    });
    const view = toCrawlView(config);
    expect(view).toMatchObject({ status: "completed", excludePaths: [], includePaths: ["/docs/*"], finishedAt: "2026-01-01T10:00:09.000Z" });
    expect(view.lastRun?.failedPages).toEqual([{ url: "https://docs.example.com/missing", reason: "HTTP 404", httpStatus: 404 }]);
    expect(crawlView.parse(view)).toEqual(view);
  });

  it("says never run before the first crawl", () => {
    expect(toCrawlView(scrapingConfigResponse.parse({ ...deploymentConfig, crawlingStatus: "not_started", startCrawledAt: null })).status).toBe("never");
    expect(toCrawlView(scrapingConfigResponse.parse({ ...deploymentConfig, crawlingStatus: "canceled" })).status).toBe("cancelled");
  });
});
