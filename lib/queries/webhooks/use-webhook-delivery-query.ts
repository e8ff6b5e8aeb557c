"use client";

import { useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getWebhookDelivery } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";

/** One delivery with its payload, read when it is opened. */
export function useWebhookDeliveryQuery(organizationId: string, agentId: string, deliveryId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: consoleQueryKey(getWebhookDelivery, { params: { organizationId, agentId, deliveryId } }),
    queryFn: async () => callConsole(getWebhookDelivery, { params: { organizationId, agentId, deliveryId } }),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}
