"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { webhookDeliveryPage } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** One page of what the console's receiver got for the agent, newest first; the first page keeps itself fresh. */
export function useWebhookDeliveriesQuery(organizationId: string, agentId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveryPage(organizationId, agentId, page),
    queryFn: async () => webhookDeliveryPage.parse(await consoleFetch<unknown>(webhookApiPaths.deliveries(organizationId, agentId, page))),
    placeholderData: keepPreviousData,
    refetchInterval: page === 1 ? 5_000 : false,
  });
}
