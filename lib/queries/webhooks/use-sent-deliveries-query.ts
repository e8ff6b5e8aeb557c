"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listSentDeliveries } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";
import { sentRefreshInterval } from "./sent-refresh";

/** One page of what the API sent to a webhook, newest first; read again every few seconds while a delivery is on its way. */
export function useSentDeliveriesQuery(organizationId: string, agentId: string, webhookId: string, { page, pageSize }: { page: number; pageSize: number }) {
  const read = { params: { organizationId, agentId, webhookId }, query: { page, pageSize } };
  return useQuery({
    queryKey: consoleQueryKey(listSentDeliveries, read),
    queryFn: async () => callConsole(listSentDeliveries, read),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => sentRefreshInterval(query.state.data),
  });
}
