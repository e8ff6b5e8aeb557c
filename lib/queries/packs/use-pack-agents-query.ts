"use client";

import { useQuery } from "@tanstack/react-query";

import { listAgents } from "@/lib/console/contract/agents";

import { callConsole } from "../call-console";
import { packKeys } from "./keys";

/** The organization's agents a pack can be linked to. */
export function usePackAgentsQuery(organizationId: string) {
  return useQuery({
    queryKey: packKeys.agents(organizationId),
    queryFn: async () => callConsole(listAgents, { params: { organizationId } }),
  });
}
