"use client";

import { useQuery } from "@tanstack/react-query";

import { agentRoleList } from "@/lib/schemas/console/agents";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

/** The roles an agent can be created with. */
export function useAgentRolesQuery(organizationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: agentKeys.roles(organizationId),
    queryFn: async () => agentRoleList.parse(await consoleFetch<unknown>(agentApiPaths.roles(organizationId))),
    staleTime: 5 * 60_000,
    enabled: options.enabled,
  });
}
