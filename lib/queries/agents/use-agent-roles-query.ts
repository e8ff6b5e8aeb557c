"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgentRoles } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The roles an agent can be created with. */
export function useAgentRolesQuery(organizationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: consoleQueryKey(listAgentRoles, { params: { organizationId } }),
    queryFn: async () => callConsole(listAgentRoles, { params: { organizationId } }),
    staleTime: 5 * 60_000,
    enabled: options.enabled,
  });
}
