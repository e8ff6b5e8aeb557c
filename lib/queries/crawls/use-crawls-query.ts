"use client";

import { useQuery } from "@tanstack/react-query";

import { crawlList } from "@/lib/schemas/console/crawls";

import { consoleFetch } from "../console-fetch";
import { crawlsPollInterval } from "./crawl-polling";
import { crawlKeys } from "./keys";
import { crawlApiPaths } from "./paths";

/** The agent's scraping configurations with their latest crawls, asked again every second while one runs. */
export function useCrawlsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: crawlKeys.list(organizationId, agentId),
    queryFn: async () => crawlList.parse(await consoleFetch<unknown>(crawlApiPaths.crawls(organizationId, agentId))),
    refetchInterval: (query) => crawlsPollInterval(query.state.data, query.state.status === "error"),
  });
}
