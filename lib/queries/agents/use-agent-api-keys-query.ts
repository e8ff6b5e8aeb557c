"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentKeys } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The agent's API keys by fingerprint, marking the one the console uses. */
export function useAgentApiKeysQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listAgentKeys, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(listAgentKeys, { params: { organizationId, agentId } }),
  });
}
