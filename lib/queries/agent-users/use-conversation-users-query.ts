"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { listConversationUsers } from "@/lib/console/contract/conversation-users";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** One page of the agent's conversation users, newest first; the previous page stays shown while the next loads. */
export function useConversationUsersQuery(organizationId: string, agentId: string, page: { page: number; pageSize: number }) {
  const read = { params: { organizationId, agentId }, query: { page: page.page, pageSize: page.pageSize } };
  return useQuery({
    queryKey: consoleQueryKey(listConversationUsers, read),
    queryFn: async () => callConsole(listConversationUsers, read),
    placeholderData: keepPreviousData,
  });
}
