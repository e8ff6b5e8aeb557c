"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { usageConversationsPage } from "@/lib/schemas/console/usage";

import { consoleFetch } from "../console-fetch";
import { usageKeys } from "./keys";
import { usageApiPaths } from "./paths";

/** A page of the conversations behind a point of a usage chart. */
export function useUsageConversationsQuery(organizationId: string, agentId: string, search: string) {
  return useQuery({
    queryKey: usageKeys.conversations(organizationId, agentId, search),
    queryFn: async () => usageConversationsPage.parse(await consoleFetch<unknown>(usageApiPaths.conversations(organizationId, agentId, search))),
    placeholderData: keepPreviousData,
  });
}
