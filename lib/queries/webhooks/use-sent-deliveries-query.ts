"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { sentDeliveryPage } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";
import { sentRefreshInterval } from "./sent-refresh";

/** One page of what the API sent to a webhook, newest first; read again every few seconds while a delivery is on its way. */
export function useSentDeliveriesQuery(organizationId: string, agentId: string, webhookId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.sentPage(organizationId, agentId, webhookId, page),
    queryFn: async () => sentDeliveryPage.parse(await consoleFetch<unknown>(webhookApiPaths.sentDeliveries(organizationId, agentId, webhookId, page))),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => sentRefreshInterval(query.state.data),
  });
}
