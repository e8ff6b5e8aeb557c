"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listCrawlPages } from "@/lib/console/contract/crawls";

import { callConsole } from "../call-console";
import type { CrawlPagesFilter } from "./crawl-pages-filter";
import { activeCrawlPollMs } from "./crawl-polling";
import { crawlKeys } from "./keys";

type Options = {
  crawlId: string;
  filter: CrawlPagesFilter;
  /** The latest crawl's id and status: the pages are read again when either changes. */
  revision: string;
  isLive: boolean;
};

/** A page of the latest crawl's pages with their outcomes; asked again every second while the crawl runs. */
export function useCrawlPagesQuery(organizationId: string, agentId: string, { crawlId, filter, revision, isLive }: Options) {
  return useQuery({
    queryKey: crawlKeys.pages(organizationId, agentId, crawlId, filter, revision),
    queryFn: async () =>
      callConsole(listCrawlPages, {
        params: { organizationId, agentId, crawlId },
        query: { page: filter.page, pageSize: filter.pageSize, status: filter.status },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isLive && query.state.status !== "error" ? activeCrawlPollMs : false),
  });
}
