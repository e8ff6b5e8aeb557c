"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { usageConversationsPage } from "@/lib/schemas/console/usage";

import { consoleFetch } from "../console-fetch";
import { usageKeys } from "./keys";
import { usageApiPaths } from "./paths";

/** A page of the conversations behind a point of a usage chart; nothing is asked while the search is null (no period yet). */
export function useUsageConversationsQuery(organizationId: string, agentId: string, search: string | null) {
  return useQuery({
    queryKey: usageKeys.conversations(organizationId, agentId, search ?? ""),
    queryFn: async () => usageConversationsPage.parse(await consoleFetch<unknown>(usageApiPaths.conversations(organizationId, agentId, search ?? ""))),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
