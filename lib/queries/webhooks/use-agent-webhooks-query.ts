"use client";

import { useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listWebhooks } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";

/** The webhooks the console registered for the agent, each with its last delivery. */
export function useAgentWebhooksQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listWebhooks, { params: { organizationId, agentId } }),
    queryFn: async () => callConsole(listWebhooks, { params: { organizationId, agentId } }),
    refetchInterval: 15_000,
  });
}
