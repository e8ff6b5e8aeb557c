"use client";

import { useQuery } from "@tanstack/react-query";

import { getAgent } from "@/lib/console/contract/agents";

import { callConsole } from "../call-console";
import { agentKeys } from "./keys";

/** One agent's configuration and skills. */
export function useAgentQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.detail(organizationId, agentId),
    queryFn: async () => callConsole(getAgent, { params: { organizationId, agentId } }),
  });
}
