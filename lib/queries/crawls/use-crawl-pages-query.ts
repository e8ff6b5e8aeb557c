"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { crawlPagesView } from "@/lib/schemas/console/crawls";

import { consoleFetch } from "../console-fetch";
import { activeCrawlPollMs } from "./crawl-polling";
import { crawlKeys } from "./keys";
import { crawlApiPaths, type CrawlPagesFilter } from "./paths";

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
    queryFn: async () => crawlPagesView.parse(await consoleFetch<unknown>(crawlApiPaths.pages(organizationId, agentId, crawlId, filter))),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isLive && query.state.status !== "error" ? activeCrawlPollMs : false),
  });
}
