"use client";

import { useQuery } from "@tanstack/react-query";

import { getConsoleKey } from "@/lib/console/contract/agents";

import { callConsole } from "../call-console";
import { agentKeys } from "./keys";

/** Whether the console holds a key for the agent, and how it fares. */
export function useAgentConsoleKeyQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.consoleKey(organizationId, agentId),
    queryFn: async () => callConsole(getConsoleKey, { params: { organizationId, agentId } }),
  });
}
