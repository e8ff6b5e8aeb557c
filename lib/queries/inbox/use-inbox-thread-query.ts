"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";

import { getInboxConversation } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { freshThreadCache, type ThreadCache } from "@/lib/console/inbox/inbox-cache";

import { callConsole } from "../call-console";

/** One conversation with its messages; replies still on their way survive a re-read. Polled only while live events are down. */
export function useInboxThreadQuery(organizationId: string, conversationId: string, { pollMs }: { pollMs: number | false }) {
  const queryClient = useQueryClient();
  const queryKey = consoleQueryKey(getInboxConversation, { params: { organizationId, conversationId } });
  return useQuery({
    queryKey,
    queryFn: async (): Promise<ThreadCache> => {
      const fresh = await callConsole(getInboxConversation, { params: { organizationId, conversationId } });
      return freshThreadCache(fresh, queryClient.getQueryData<ThreadCache>(queryKey));
    },
    refetchInterval: pollMs,
  });
}
