"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listConversationUsers } from "@/lib/console/contract/conversation-users";

import { callConsole } from "../call-console";
import { agentUserKeys } from "./keys";

export const conversationUsersPageSize = 20;

/** One page of the agent's conversation users, newest first; the previous page stays shown while the next loads. */
export function useConversationUsersQuery(organizationId: string, agentId: string, page: number) {
  return useQuery({
    queryKey: agentUserKeys.page(organizationId, agentId, page),
    queryFn: async () => callConsole(listConversationUsers, { params: { organizationId, agentId }, query: { page, pageSize: conversationUsersPageSize } }),
    placeholderData: keepPreviousData,
  });
}
