import type { ScrapingFrequency } from "@/lib/schemas/agent-api/scraping";
import type { CrawlPageView, CrawlRunView, CrawlStatus, CrawlView } from "@/lib/schemas/console/crawls";
import { countOf } from "@/lib/utils/plural";

export const frequencyOptions: readonly { value: ScrapingFrequency; label: string }[] = [
  { value: "manual", label: "Manual — only when started" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];

const frequencyWords: Record<ScrapingFrequency, string> = { manual: "Manual", daily: "Daily", weekly: "Weekly", monthly: "Monthly" };

export type StatusTone = "default" | "secondary" | "destructive" | "outline" | "success" | "warning";

const statusWords: Record<CrawlStatus, { label: string; tone: StatusTone }> = {
  never: { label: "Never run", tone: "outline" },
  queued: { label: "Queued", tone: "secondary" },
  running: { label: "Running", tone: "default" },
  completed: { label: "Completed", tone: "success" },
  failed: { label: "Failed", tone: "destructive" },
  cancelled: { label: "Cancelled", tone: "warning" },
};

const isActive = (status: CrawlStatus) => status === "queued" || status === "running";

/** Whether the crawl in progress was asked to stop and has not stopped yet. */
export const isCancelling = (crawl: Pick<CrawlView, "status" | "lastRun">) => isActive(crawl.status) && Boolean(crawl.lastRun?.cancelRequestedAt);

/** The status badge's words and tone; a crawl asked to stop says so until it has. */
export function crawlStatusLabel(crawl: Pick<CrawlView, "status" | "lastRun">): { label: string; tone: StatusTone } {
  if (isCancelling(crawl)) return { label: "Cancelling", tone: "warning" };
  return statusWords[crawl.status];
}

/** "Manual", or the schedule's period. */
export const frequencyLabel = (frequency: ScrapingFrequency) => frequencyWords[frequency];

/** The settings in one line: how many pages, how deep, and where they go. */
export function crawlSettingsSummary(crawl: Pick<CrawlView, "pageLimit" | "maxDepth" | "autoUpload">): string {
  const pages = `up to ${countOf(crawl.pageLimit, "page")}`;
  const depth = crawl.maxDepth === 0 ? "the start page only" : `${countOf(crawl.maxDepth, "link")} deep`;
  return `${pages}, ${depth}, ${crawl.autoUpload ? "added to the agent's knowledge" : "not added to the knowledge"}`;
}

/** Pages done (fetched, failed or skipped) out of those found, and the share as a whole percentage. */
export function crawlProgress(run: Pick<CrawlRunView, "pagesFound" | "pagesFetched" | "pagesFailed" | "pagesSkipped">) {
  const done = Math.min(run.pagesFound, run.pagesFetched + run.pagesFailed + run.pagesSkipped);
  return { done, total: run.pagesFound, percent: run.pagesFound > 0 ? Math.round((done / run.pagesFound) * 100) : 0 };
}

/** How long a crawl took, or has taken so far: "45 s", "3 min 5 s", "1 h 2 min". */
export function crawlDuration(startedAt: string | null, finishedAt: string | null, now: number): string | undefined {
  if (!startedAt) return undefined;
  const start = Date.parse(startedAt);
  const end = finishedAt ? Date.parse(finishedAt) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  const seconds = Math.max(0, Math.round((end - start) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min${seconds % 60 ? ` ${seconds % 60} s` : ""}`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
}

/** One sentence for screen readers on where the latest crawl stands, announced as it changes. */
export function crawlRunAnnouncement(crawl: Pick<CrawlView, "status" | "lastRun">): string {
  const run = crawl.lastRun;
  const { label } = crawlStatusLabel(crawl);
  if (!run) return `${label}.`;
  return `${label}: ${run.pagesFound} found, ${run.pagesFetched} fetched, ${run.pagesIndexed} indexed, ${run.pagesFailed} failed, ${run.pagesSkipped} skipped.`;
}

/** "HTTP 404" reasons already name the status; others get it added when the page answered. */
export function failureReason(page: { reason: string; httpStatus: number | null }): string {
  if (page.httpStatus === null || page.reason.includes(String(page.httpStatus))) return page.reason;
  return `${page.reason} (HTTP ${page.httpStatus})`;
}

type PageStatus = CrawlPageView["status"];

const pageOutcomes: Record<PageStatus, { label: string; tone: StatusTone }> = {
  found: { label: "Waiting", tone: "outline" },
  fetched: { label: "Fetched", tone: "secondary" },
  indexed: { label: "Indexed", tone: "success" },
  failed: { label: "Failed", tone: "destructive" },
  skipped: { label: "Skipped", tone: "warning" },
};

/** What became of one page of a crawl, in a word. */
export const pageOutcomeLabel = (status: PageStatus) => pageOutcomes[status];

/** The outcomes the pages list can be narrowed to, most useful first (the list offers "all" itself). */
export const pageOutcomeFilters: readonly { value: PageStatus; label: string }[] = [
  { value: "indexed", label: "Indexed" },
  { value: "fetched", label: "Fetched" },
  { value: "failed", label: "Failed" },
  { value: "skipped", label: "Skipped" },
  { value: "found", label: "Waiting" },
];
