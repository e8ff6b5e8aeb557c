import type { CrawlStatus, CrawlView } from "@/lib/schemas/console/crawls";

/** How often the Crawls tab asks again while a crawl is queued or running. */
export const activeCrawlPollMs = 1_000;

export const isCrawlActive = (status: CrawlStatus) => status === "queued" || status === "running";

/**
 * When to ask for the crawls again: every second while one of them is queued or running, never
 * otherwise, and not after a failed request (the page offers to try again instead of failing each second).
 */
export function crawlsPollInterval(crawls: readonly CrawlView[] | undefined, hasFailed: boolean): number | false {
  if (hasFailed || !crawls) return false;
  return crawls.some((crawl) => isCrawlActive(crawl.status)) ? activeCrawlPollMs : false;
}
