"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";

import { freshThreadCache, type ThreadCache } from "@/lib/inbox/inbox-cache";
import { inboxThread } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** One conversation with its messages; replies still on their way survive a re-read. Polled only while live events are down. */
export function useInboxThreadQuery(organizationId: string, conversationId: string, { pollMs }: { pollMs: number | false }) {
  const queryClient = useQueryClient();
  const queryKey = inboxKeys.thread(organizationId, conversationId);
  return useQuery({
    queryKey,
    queryFn: async (): Promise<ThreadCache> => {
      const fresh = inboxThread.parse(await consoleFetch<unknown>(inboxApiPaths.conversation(organizationId, conversationId)));
      return freshThreadCache(fresh, queryClient.getQueryData<ThreadCache>(queryKey));
    },
    refetchInterval: pollMs,
  });
}
