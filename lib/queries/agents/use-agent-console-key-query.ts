"use client";

import { useQuery } from "@tanstack/react-query";

import { agentConsoleKey } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

/** Whether the console holds a key for the agent, and how it fares. */
export function useAgentConsoleKeyQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentKeys.consoleKey(organizationId, agentId),
    queryFn: async () => agentConsoleKey.parse(await consoleFetch<unknown>(agentApiPaths.consoleKey(organizationId, agentId))),
  });
}
