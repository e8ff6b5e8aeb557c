"use client";

import { useQuery } from "@tanstack/react-query";

import { conversationUserSearchResult, type ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { consoleFetch } from "../console-fetch";
import { agentUserKeys } from "./keys";
import { agentUserApiPaths } from "./paths";

/** The conversation user with one contact, once there is something to look for; `user` is null when nobody has it. */
export function useConversationUserSearchQuery(organizationId: string, agentId: string, search: ConversationUserSearch | undefined) {
  return useQuery({
    queryKey: search ? agentUserKeys.search(organizationId, agentId, search) : [...agentUserKeys.agent(organizationId, agentId), "search", "none"],
    queryFn: async () =>
      conversationUserSearchResult.parse(await consoleFetch<unknown>(agentUserApiPaths.search(organizationId, agentId, search!))),
    enabled: Boolean(search),
  });
}
