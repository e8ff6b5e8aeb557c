import type { crawlPageStatuses } from "@/lib/schemas/agent-api/scraping";

/** Which of the latest crawl's pages to show: one outcome (or all), and which page of them. */
export type CrawlPagesFilter = { status?: (typeof crawlPageStatuses)[number]; page: number; pageSize: number };
