"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentKeys } from "@/lib/console/contract/agents";

import { callConsole } from "../call-console";
import { agentKeys } from "./keys";

/** The agent's API keys by fingerprint, marking the one the console uses. */
export function useAgentApiKeysQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.apiKeys(organizationId, agentId),
    queryFn: async () => callConsole(listAgentKeys, { params: { organizationId, agentId } }),
  });
}
