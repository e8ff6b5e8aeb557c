"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { conversationUsersPage } from "@/lib/schemas/console/agent-users";

import { consoleFetch } from "../console-fetch";
import { agentUserKeys } from "./keys";
import { agentUserApiPaths } from "./paths";

export const conversationUsersPageSize = 20;

/** One page of the agent's conversation users, newest first; the previous page stays shown while the next loads. */
export function useConversationUsersQuery(organizationId: string, agentId: string, page: number) {
  return useQuery({
    queryKey: agentUserKeys.page(organizationId, agentId, page),
    queryFn: async () =>
      conversationUsersPage.parse(await consoleFetch<unknown>(agentUserApiPaths.page(organizationId, agentId, page, conversationUsersPageSize))),
    placeholderData: keepPreviousData,
  });
}
