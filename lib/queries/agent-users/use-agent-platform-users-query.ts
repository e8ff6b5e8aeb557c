"use client";

import { useQuery } from "@tanstack/react-query";

import { agentPlatformUserList } from "@/lib/schemas/console/agent-users";

import { consoleFetch } from "../console-fetch";
import { agentUserKeys } from "./keys";
import { agentUserApiPaths } from "./paths";

/** The platform users who work on the agent, with their role, status and access. */
export function useAgentPlatformUsersQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: agentUserKeys.platformUsers(organizationId, agentId),
    queryFn: async () => agentPlatformUserList.parse(await consoleFetch<unknown>(agentUserApiPaths.platformUsers(organizationId, agentId))),
  });
}
