"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listUsageConversations } from "@/lib/console/contract/usage";

import { callConsole } from "../call-console";
import { usageKeys } from "./keys";

/** A page of the conversations behind a point of a usage chart; nothing is asked while the search is null (no period yet). */
export function useUsageConversationsQuery(organizationId: string, agentId: string, search: string | null) {
  return useQuery({
    queryKey: usageKeys.conversations(organizationId, agentId, search ?? ""),
    queryFn: async () => callConsole(listUsageConversations, { params: { organizationId, agentId }, query: new URLSearchParams(search ?? "") }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
