"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getAgentUsage } from "@/lib/console/contract/usage";

import { callConsole } from "../call-console";

/** One agent's usage in a range, with its outcomes, users and limits. */
export function useAgentUsageQuery(organizationId: string, agentId: string, search: string | null) {
  const read = { params: { organizationId, agentId }, query: new URLSearchParams(search ?? "") };
  return useQuery({
    queryKey: consoleQueryKey(getAgentUsage, read),
    queryFn: async () => callConsole(getAgentUsage, read),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
