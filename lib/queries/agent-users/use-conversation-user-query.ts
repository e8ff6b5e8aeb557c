"use client";

import { useQuery } from "@tanstack/react-query";

import { getConversationUser } from "@/lib/console/contract/conversation-users";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** One conversation user of the agent, read when `userId` is given. */
export function useConversationUserQuery(organizationId: string, agentId: string, userId: string | undefined) {
  return useQuery({
    queryKey: consoleQueryKey(getConversationUser, { params: { organizationId, agentId, userId: userId ?? "" } }),
    queryFn: async () => callConsole(getConversationUser, { params: { organizationId, agentId, userId: userId! } }),
    enabled: Boolean(userId),
  });
}
