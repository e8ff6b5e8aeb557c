"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentPlatformUsers } from "@/lib/console/contract/platform-users";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The platform users who work on the agent, with their role, status and access. */
export function useAgentPlatformUsersQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listAgentPlatformUsers, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(listAgentPlatformUsers, { params: { organizationId, agentId } }),
  });
}
