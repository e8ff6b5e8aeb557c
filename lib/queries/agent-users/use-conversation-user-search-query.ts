"use client";

import { useQuery } from "@tanstack/react-query";

import { searchConversationUsers } from "@/lib/console/contract/conversation-users";
import { type ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { callConsole } from "../call-console";
import { agentUserKeys } from "./keys";

/** The conversation user with one contact, once there is something to look for; `user` is null when nobody has it. */
export function useConversationUserSearchQuery(organizationId: string, agentId: string, search: ConversationUserSearch | undefined) {
  return useQuery({
    queryKey: search ? agentUserKeys.search(organizationId, agentId, search) : [...agentUserKeys.agent(organizationId, agentId), "search", "none"],
    queryFn: async () => callConsole(searchConversationUsers, { params: { organizationId, agentId }, query: search! }),
    enabled: Boolean(search),
  });
}
