"use client";

import { useQuery } from "@tanstack/react-query";

import { listInboxConversations } from "@/lib/console/contract/inbox";

import { callConsole } from "../call-console";
import { inboxKeys } from "./keys";

/** Every conversation of the user's agents (views are worked out in the browser); polled only while live events are down. */
export function useInboxQuery(organizationId: string, { pollMs }: { pollMs: number | false }) {
  return useQuery({
    queryKey: inboxKeys.conversations(organizationId),
    queryFn: async () => callConsole(listInboxConversations, { params: { organizationId } }),
    refetchInterval: pollMs,
  });
}
