import type { CrawlView } from "@/lib/schemas/console/crawls";

/** The list with one configuration replaced by its newer copy (added first when it is not listed yet). */
export function withCrawl(list: readonly CrawlView[] | undefined, crawl: CrawlView): CrawlView[] | undefined {
  if (!list) return undefined;
  return list.some((item) => item.id === crawl.id) ? list.map((item) => (item.id === crawl.id ? crawl : item)) : [crawl, ...list];
}

/** The list without one configuration. */
export function withoutCrawl(list: readonly CrawlView[] | undefined, crawlId: string): CrawlView[] | undefined {
  return list?.filter((item) => item.id !== crawlId);
}
