"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentPlatformUsers } from "@/lib/console/contract/platform-users";

import { callConsole } from "../call-console";
import { agentUserKeys } from "./keys";

/** The platform users who work on the agent, with their role, status and access. */
export function useAgentPlatformUsersQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentUserKeys.platformUsers(organizationId, agentId),
    queryFn: async () => callConsole(listAgentPlatformUsers, { params: { organizationId, agentId } }),
  });
}
