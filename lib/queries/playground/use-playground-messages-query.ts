"use client";

import { useQuery } from "@tanstack/react-query";

import { listPlaygroundMessages } from "@/lib/console/contract/playground";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The messages of the playground conversation open, oldest first; nothing to load before the first message. */
export function usePlaygroundMessagesQuery(organizationId: string, agentId: string, conversationId: string | undefined) {
  return useQuery({
    queryKey: consoleQueryKey(listPlaygroundMessages, { params: { organizationId, agentId, conversationId: conversationId ?? "" } }),
    queryFn: async () => (await callConsole(listPlaygroundMessages, { params: { organizationId, agentId, conversationId: conversationId! } })).messages,
    enabled: Boolean(conversationId),
    staleTime: Infinity,
  });
}
