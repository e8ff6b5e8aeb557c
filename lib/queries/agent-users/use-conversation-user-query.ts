"use client";

import { useQuery } from "@tanstack/react-query";

import { conversationUserView } from "@/lib/schemas/console/agent-users";

import { consoleFetch } from "../console-fetch";
import { agentUserKeys } from "./keys";
import { agentUserApiPaths } from "./paths";

/** One conversation user of the agent, read when `userId` is given. */
export function useConversationUserQuery(organizationId: string, agentId: string, userId: string | undefined) {
  return useQuery({
    queryKey: agentUserKeys.detail(organizationId, agentId, userId ?? ""),
    queryFn: async () => conversationUserView.parse(await consoleFetch<unknown>(agentUserApiPaths.user(organizationId, agentId, userId!))),
    enabled: Boolean(userId),
  });
}
