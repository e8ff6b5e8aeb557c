import { describe, expect, it } from "vitest";

import type { CrawlRunView, CrawlView } from "@/lib/schemas/console/crawls";

import {
  crawlDuration,
  crawlProgress,
  crawlRunAnnouncement,
  crawlSettingsSummary,
  crawlStatusLabel,
  failureReason,
  isCancelling,
  pageOutcomeFilters,
  pageOutcomeLabel,
} from "./crawl-labels";

const run = (fields: Partial<CrawlRunView> = {}): CrawlRunView => ({
  id: "r",
  status: "running",
  pagesFound: 6,
  pagesFetched: 2,
  pagesIndexed: 2,
  pagesFailed: 1,
  pagesSkipped: 0,
  error: null,
  cancelRequestedAt: null,
  startedAt: "2026-01-01T10:00:00.000Z",
  finishedAt: null,
  createdAt: "2026-01-01T10:00:00.000Z",
  failedPages: [],
  skippedPages: [],
  ...fields,
});

describe("crawl labels", () => {
  it("says Cancelling for a crawl asked to stop, until it has", () => {
    const cancelling = { status: "running" as const, lastRun: run({ cancelRequestedAt: "2026-01-01T10:00:05.000Z" }) };
    expect(isCancelling(cancelling)).toBe(true);
    expect(crawlStatusLabel(cancelling)).toEqual({ label: "Cancelling", tone: "warning" });
    expect(crawlStatusLabel({ status: "cancelled", lastRun: run({ status: "cancelled", cancelRequestedAt: "x" }) }).label).toBe("Cancelled");
    expect(crawlStatusLabel({ status: "never", lastRun: null }).label).toBe("Never run");
  });

  it("counts fetched, failed and skipped pages as done, out of those found", () => {
    expect(crawlProgress(run())).toEqual({ done: 3, total: 6, percent: 50 });
    expect(crawlProgress(run({ pagesFound: 0, pagesFetched: 0, pagesFailed: 0 }))).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it("gives a crawl's duration in seconds, minutes or hours, running ones up to now", () => {
    expect(crawlDuration("2026-01-01T10:00:00Z", "2026-01-01T10:00:45Z", 0)).toBe("45 s");
    expect(crawlDuration("2026-01-01T10:00:00Z", "2026-01-01T10:03:05Z", 0)).toBe("3 min 5 s");
    expect(crawlDuration("2026-01-01T10:00:00Z", "2026-01-01T11:02:00Z", 0)).toBe("1 h 2 min");
    expect(crawlDuration("2026-01-01T10:00:00Z", null, Date.parse("2026-01-01T10:02:00Z"))).toBe("2 min");
    expect(crawlDuration(null, null, 0)).toBeUndefined();
  });

  it("summarizes the settings and the latest crawl in words", () => {
    expect(crawlSettingsSummary({ pageLimit: 100, maxDepth: 2, autoUpload: true })).toBe("up to 100 pages, 2 links deep, added to the agent's knowledge");
    expect(crawlSettingsSummary({ pageLimit: 1, maxDepth: 0, autoUpload: false })).toBe("up to 1 page, the start page only, not added to the knowledge");
    const crawl = { status: "running", lastRun: run() } as Pick<CrawlView, "status" | "lastRun">;
    expect(crawlRunAnnouncement(crawl)).toBe("Running: 6 found, 2 fetched, 2 indexed, 1 failed, 0 skipped.");
    expect(crawlRunAnnouncement({ status: "completed", lastRun: null })).toBe("Completed.");
  });

  it("adds the HTTP status to a failure's reason unless it names it already", () => {
    expect(failureReason({ reason: "HTTP 404", httpStatus: 404 })).toBe("HTTP 404");
    expect(failureReason({ reason: "the page has no text", httpStatus: 200 })).toBe("the page has no text (HTTP 200)");
    expect(failureReason({ reason: "timed out", httpStatus: null })).toBe("timed out");
  });

  it("names each page outcome, a page still to fetch as waiting, and offers every outcome as a filter", () => {
    expect(pageOutcomeLabel("found")).toEqual({ label: "Waiting", tone: "outline" });
    expect(pageOutcomeLabel("indexed").label).toBe("Indexed");
    expect(pageOutcomeFilters.map((filter) => filter.value)).toEqual(["indexed", "fetched", "failed", "skipped", "found"]);
  });
});
