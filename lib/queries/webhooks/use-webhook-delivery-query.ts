"use client";

import { useQuery } from "@tanstack/react-query";

import { getWebhookDelivery } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";
import { webhookKeys } from "./keys";

/** One delivery with its payload, read when it is opened. */
export function useWebhookDeliveryQuery(organizationId: string, agentId: string, deliveryId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.delivery(organizationId, agentId, deliveryId),
    queryFn: async () => callConsole(getWebhookDelivery, { params: { organizationId, agentId, deliveryId } }),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}
