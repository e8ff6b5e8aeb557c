"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgents } from "@/lib/console/contract/agents";

import { callConsole } from "../call-console";
import { agentKeys } from "./keys";

/** The organization's agents with their conversations, last activity and key health. */
export function useAgentsQuery(organizationId: string) {
  return useQuery({
    queryKey: agentKeys.list(organizationId),
    queryFn: async () => callConsole(listAgents, { params: { organizationId } }),
  });
}
