"use client";

import { useQuery } from "@tanstack/react-query";

import { getLiveChat } from "@/lib/console/contract/live-chat";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The agent's live-chat configuration; the defaults (off) while it was never saved. */
export function useLiveChatQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(getLiveChat, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(getLiveChat, { params: { organizationId, agentId } }),
  });
}
