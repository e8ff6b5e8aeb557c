"use client";

import { useQuery } from "@tanstack/react-query";

import { listInboxConversations } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** Every conversation of the user's agents (views are worked out in the browser); polled only while live events are down. */
export function useInboxQuery(organizationId: string, { pollMs }: { pollMs: number | false }) {
  return useQuery({
    queryKey: consoleQueryKey(listInboxConversations, { params: { organizationId } }),
    queryFn: async () => callConsole(listInboxConversations, { params: { organizationId } }),
    refetchInterval: pollMs,
  });
}
