"use client";

import { useQuery } from "@tanstack/react-query";

import { webhookDeliveryDetail } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** One delivery with its payload, read when it is opened. */
export function useWebhookDeliveryQuery(organizationId: string, agentId: string, deliveryId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.delivery(organizationId, agentId, deliveryId),
    queryFn: async () => webhookDeliveryDetail.parse(await consoleFetch<unknown>(webhookApiPaths.delivery(organizationId, agentId, deliveryId))),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}
