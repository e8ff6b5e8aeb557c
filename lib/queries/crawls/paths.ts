import type { crawlPageStatuses } from "@/lib/schemas/agent-api/scraping";

const segment = encodeURIComponent;

/** Which of the latest crawl's pages to show: one outcome (or all), and which page of them. */
export type CrawlPagesFilter = { status?: (typeof crawlPageStatuses)[number]; page: number; pageSize: number };

function pagesQuery({ status, page, pageSize }: CrawlPagesFilter): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set("status", status);
  return query.toString();
}

/** The console API routes behind the Crawls tab of an agent. */
export const crawlApiPaths = {
  crawls: (organizationId: string, agentId: string) => `/api/console/organizations/${segment(organizationId)}/agents/${segment(agentId)}/crawls`,
  crawl: (organizationId: string, agentId: string, crawlId: string) => `${crawlApiPaths.crawls(organizationId, agentId)}/${segment(crawlId)}`,
  run: (organizationId: string, agentId: string, crawlId: string) => `${crawlApiPaths.crawl(organizationId, agentId, crawlId)}/run`,
  cancel: (organizationId: string, agentId: string, crawlId: string) => `${crawlApiPaths.crawl(organizationId, agentId, crawlId)}/cancel`,
  pages: (organizationId: string, agentId: string, crawlId: string, filter: CrawlPagesFilter) =>
    `${crawlApiPaths.crawl(organizationId, agentId, crawlId)}/pages?${pagesQuery(filter)}`,
};
