"use client";

import { useQuery } from "@tanstack/react-query";

import { agentFunctionList } from "@/lib/schemas/console/agent-functions";

import { consoleFetch } from "../console-fetch";
import { agentFunctionKeys } from "./keys";
import { agentFunctionApiPaths } from "./paths";

/** The agent's own functions, by name. */
export function useAgentFunctionsQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentFunctionKeys.list(organizationId, agentId),
    queryFn: async () => agentFunctionList.parse(await consoleFetch<unknown>(agentFunctionApiPaths.functions(organizationId, agentId))),
  });
}
