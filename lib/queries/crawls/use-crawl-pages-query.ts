"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listCrawlPages } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import type { CrawlPagesFilter } from "./crawl-pages-filter";
import { activeCrawlPollMs } from "./crawl-polling";

type Options = {
  crawlId: string;
  filter: CrawlPagesFilter;
  /** The latest crawl's id and status: the pages are read again when either changes. */
  revision: string;
  isLive: boolean;
};

/** A page of the latest crawl's pages with their outcomes; asked again every second while the crawl runs. */
export function useCrawlPagesQuery(organizationId: string, agentId: string, { crawlId, filter, revision, isLive }: Options) {
  const read = { params: { organizationId, agentId, crawlId }, query: { page: filter.page, pageSize: filter.pageSize, status: filter.status } };
  return useQuery({
    // The revision follows the read's own key: a crawl that ends is read afresh, and the read's key still matches it.
    queryKey: [...consoleQueryKey(listCrawlPages, read), revision],
    queryFn: async () => callConsole(listCrawlPages, read),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isLive && query.state.status !== "error" ? activeCrawlPollMs : false),
  });
}
