"use client";

import { useQuery } from "@tanstack/react-query";

import { webhookList } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** The webhooks the console registered for the agent, each with its last delivery. */
export function useAgentWebhooksQuery(organizationId: string, agentId: string) {
  return useQuery({
    queryKey: webhookKeys.list(organizationId, agentId),
    queryFn: async () => webhookList.parse(await consoleFetch<unknown>(webhookApiPaths.webhooks(organizationId, agentId))),
    refetchInterval: 15_000,
  });
}
