"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listUsageConversations } from "@/lib/console/contract/usage";

import { callConsole } from "../call-console";

/** A page of the conversations behind a point of a usage chart; nothing is asked while the search is null (no period yet). */
export function useUsageConversationsQuery(organizationId: string, agentId: string, search: string | null) {
  const read = { params: { organizationId, agentId }, query: new URLSearchParams(search ?? "") };
  return useQuery({
    queryKey: consoleQueryKey(listUsageConversations, read),
    queryFn: async () => callConsole(listUsageConversations, read),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
