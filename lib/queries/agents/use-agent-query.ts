"use client";

import { useQuery } from "@tanstack/react-query";

import { getAgent } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** One agent's configuration and skills. */
export function useAgentQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(getAgent, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(getAgent, { params: { organizationId, agentId } }),
  });
}
