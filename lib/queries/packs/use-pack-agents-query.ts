"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgents } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The organization's agents a pack can be linked to. */
export function usePackAgentsQuery(organizationId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listAgents, { params: { organizationId } }),
    queryFn: async () => callConsole(listAgents, { params: { organizationId } }),
  });
}
