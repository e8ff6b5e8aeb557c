"use client";

import { useQuery } from "@tanstack/react-query";

import { agentDetail } from "@/lib/schemas/console/agents";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

/** One agent's configuration and skills. */
export function useAgentQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.detail(organizationId, agentId),
    queryFn: async () => agentDetail.parse(await consoleFetch<unknown>(agentApiPaths.agent(organizationId, agentId))),
  });
}
