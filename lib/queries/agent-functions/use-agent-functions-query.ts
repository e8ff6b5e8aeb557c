"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentFunctions } from "@/lib/console/contract/functions";

import { callConsole } from "../call-console";
import { agentFunctionKeys } from "./keys";

/** The agent's own functions, by name. */
export function useAgentFunctionsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentFunctionKeys.list(organizationId, agentId),
    queryFn: async () => callConsole(listAgentFunctions, { params: { organizationId, agentId } }),
  });
}
