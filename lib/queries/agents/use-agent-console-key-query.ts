"use client";

import { useQuery } from "@tanstack/react-query";

import { getConsoleKey } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** Whether the console holds a key for the agent, and how it fares. */
export function useAgentConsoleKeyQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(getConsoleKey, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(getConsoleKey, { params: { organizationId, agentId } }),
  });
}
