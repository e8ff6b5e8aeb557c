import type { CrawlPagesFilter } from "./crawl-pages-filter";

/** Query keys of the Crawls tab, under the organization so switching organizations never mixes them. */
export const crawlKeys = {
  all: () => ["crawls"] as const,
  organization: (organizationId: string) => [...crawlKeys.all(), organizationId] as const,
  list: (organizationId: string, agentId: string) => [...crawlKeys.organization(organizationId), "list", agentId] as const,
  /** `revision` names the crawl and its status, so a new crawl, or one that ends, is read afresh. */
  pages: (organizationId: string, agentId: string, crawlId: string, filter: CrawlPagesFilter, revision: string) =>
    [...crawlKeys.organization(organizationId), "pages", agentId, crawlId, filter, revision] as const,
};
