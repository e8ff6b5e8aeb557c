"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { getAgentUsage } from "@/lib/console/contract/usage";

import { callConsole } from "../call-console";
import { usageKeys } from "./keys";

/** One agent's usage in a range, with its outcomes, users and limits. */
export function useAgentUsageQuery(organizationId: string, agentId: string, search: string | null) {
  return useQuery({
    queryKey: usageKeys.agent(organizationId, agentId, search ?? ""),
    queryFn: async () => callConsole(getAgentUsage, { params: { organizationId, agentId }, query: new URLSearchParams(search ?? "") }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
