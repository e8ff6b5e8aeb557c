"use client";

import { useQuery } from "@tanstack/react-query";

import { listWebhooks } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";
import { webhookKeys } from "./keys";

/** The webhooks the console registered for the agent, each with its last delivery. */
export function useAgentWebhooksQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: webhookKeys.list(organizationId, agentId),
    queryFn: async () => callConsole(listWebhooks, { params: { organizationId, agentId } }),
    refetchInterval: 15_000,
  });
}
