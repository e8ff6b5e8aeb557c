"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listWebhookDeliveries } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";

/** One page of what the console's receiver got for the agent, newest first; the first page keeps itself fresh. */
export function useWebhookDeliveriesQuery(organizationId: string, agentId: string, { page, pageSize }: { page: number; pageSize: number }) {
  const read = { params: { organizationId, agentId }, query: { page, pageSize } };
  return useQuery({
    queryKey: consoleQueryKey(listWebhookDeliveries, read),
    queryFn: async () => callConsole(listWebhookDeliveries, read),
    placeholderData: keepPreviousData,
    refetchInterval: page === 1 ? 5_000 : false,
  });
}
