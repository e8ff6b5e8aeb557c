"use client";

import { useQuery } from "@tanstack/react-query";

import { searchConversationUsers } from "@/lib/console/contract/conversation-users";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { type ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { callConsole } from "../call-console";

/** The conversation user with one contact, once there is something to look for; `user` is null when nobody has it. */
export function useConversationUserSearchQuery(organizationId: string, agentId: string, search: ConversationUserSearch | undefined) {
  return useQuery({
    queryKey: consoleQueryKey(searchConversationUsers, { params: { organizationId, agentId }, query: search }),
    queryFn: async () => callConsole(searchConversationUsers, { params: { organizationId, agentId }, query: search! }),
    enabled: Boolean(search),
  });
}
