"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentFunctions } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The agent's own functions, by name. */
export function useAgentFunctionsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listAgentFunctions, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(listAgentFunctions, { params: { organizationId, agentId } }),
  });
}
