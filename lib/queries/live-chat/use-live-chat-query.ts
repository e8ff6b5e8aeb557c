"use client";

import { useQuery } from "@tanstack/react-query";

import { liveChatView } from "@/lib/schemas/console/live-chat";

import { consoleFetch } from "../console-fetch";
import { liveChatKeys } from "./keys";
import { liveChatApiPaths } from "./paths";

/** The agent's live-chat configuration; the defaults (off) while it was never saved. */
export function useLiveChatQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: liveChatKeys.detail(organizationId, agentId),
    queryFn: async () => liveChatView.parse(await consoleFetch<unknown>(liveChatApiPaths.config(organizationId, agentId))),
  });
}
