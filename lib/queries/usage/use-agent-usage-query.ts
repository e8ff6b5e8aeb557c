"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { agentUsage } from "@/lib/schemas/console/usage";

import { consoleFetch } from "../console-fetch";
import { usageKeys } from "./keys";
import { usageApiPaths } from "./paths";

/** One agent's usage in a range, with its outcomes, users and limits. */
export function useAgentUsageQuery(organizationId: string, agentId: string, search: string | null) {
  return useQuery({
    queryKey: usageKeys.agent(organizationId, agentId, search ?? ""),
    queryFn: async () => agentUsage.parse(await consoleFetch<unknown>(usageApiPaths.agent(organizationId, agentId, search ?? ""))),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
