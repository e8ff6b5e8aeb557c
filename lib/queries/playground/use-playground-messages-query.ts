"use client";

import { useQuery } from "@tanstack/react-query";

import { playgroundMessages } from "@/lib/schemas/console/playground";

import { consoleFetch } from "../console-fetch";
import { playgroundKeys } from "./keys";
import { playgroundApiPaths } from "./paths";

/** The messages of the playground conversation open, oldest first; nothing to load before the first message. */
export function usePlaygroundMessagesQuery(organizationId: string, agentId: string, conversationId: string | undefined) {
  return useQuery({
    queryKey: playgroundKeys.messages(organizationId, agentId, conversationId ?? ""),
    queryFn: async () =>
      playgroundMessages.parse(await consoleFetch<unknown>(playgroundApiPaths.messages(organizationId, agentId, conversationId!))).messages,
    enabled: Boolean(conversationId),
    staleTime: Infinity,
  });
}
