"use client";

import { useQuery } from "@tanstack/react-query";

import { limitsKeyOf, readLimitsOf, type LimitsOwner } from "./limits-owner";

/** The agent's or a conversation user's monthly limits, with this month's usage beside them. */
export function useLimitsQuery(organizationId: string, agentId: string, owner: LimitsOwner) {
  return useQuery({
    queryKey: limitsKeyOf(organizationId, agentId, owner),
    queryFn: async () => readLimitsOf(organizationId, agentId, owner),
  });
}
