"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentRoles } from "@/lib/console/contract/agents";

import { callConsole } from "../call-console";
import { agentKeys } from "./keys";

/** The roles an agent can be created with. */
export function useAgentRolesQuery(organizationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: agentKeys.roles(organizationId),
    queryFn: async () => callConsole(listAgentRoles, { params: { organizationId } }),
    staleTime: 5 * 60_000,
    enabled: options.enabled,
  });
}
