"use client";

import { useQuery } from "@tanstack/react-query";

import { agentSummaryList } from "@/lib/schemas/console/agents";

import { consoleFetch } from "../console-fetch";
import { agentApiPaths } from "../agents/paths";
import { packKeys } from "./keys";

/** The organization's agents a pack can be linked to. */
export function usePackAgentsQuery(organizationId: string) {
  return useQuery({
    queryKey: packKeys.agents(organizationId),
    queryFn: async () => agentSummaryList.parse(await consoleFetch<unknown>(agentApiPaths.agents(organizationId))),
  });
}
