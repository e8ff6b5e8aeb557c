"use client";

import { useQuery } from "@tanstack/react-query";

import { getLiveChat } from "@/lib/console/contract/live-chat";

import { callConsole } from "../call-console";
import { liveChatKeys } from "./keys";

/** The agent's live-chat configuration; the defaults (off) while it was never saved. */
export function useLiveChatQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: liveChatKeys.detail(organizationId, agentId),
    queryFn: async () => callConsole(getLiveChat, { params: { organizationId, agentId } }),
  });
}
