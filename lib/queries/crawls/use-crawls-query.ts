"use client";

import { useQuery } from "@tanstack/react-query";

import { listCrawls } from "@/lib/console/contract/crawls";

import { callConsole } from "../call-console";
import { crawlsPollInterval } from "./crawl-polling";
import { crawlKeys } from "./keys";

/** The agent's scraping configurations with their latest crawls, asked again every second while one runs. */
export function useCrawlsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: crawlKeys.list(organizationId, agentId),
    queryFn: async () => callConsole(listCrawls, { params: { organizationId, agentId } }),
    refetchInterval: (query) => crawlsPollInterval(query.state.data, query.state.status === "error"),
  });
}
