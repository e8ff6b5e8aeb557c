"use client";

import { useQuery } from "@tanstack/react-query";

import { agentSummaryList } from "@/lib/schemas/console/agents";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

/** The organization's agents with their conversations, last activity and key health. */
export function useAgentsQuery(organizationId: string) {
  return useQuery({
    queryKey: agentKeys.list(organizationId),
    queryFn: async () => agentSummaryList.parse(await consoleFetch<unknown>(agentApiPaths.agents(organizationId))),
  });
}
