"use client";

import { useQuery } from "@tanstack/react-query";

import { listCrawls } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { crawlsPollInterval } from "./crawl-polling";

/** The agent's scraping configurations with their latest crawls, asked again every second while one runs. */
export function useCrawlsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listCrawls, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(listCrawls, { params: { organizationId, agentId } }),
    refetchInterval: (query) => crawlsPollInterval(query.state.data, query.state.status === "error"),
  });
}
