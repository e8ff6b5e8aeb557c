"use client";

import { useQuery } from "@tanstack/react-query";

import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getUpstreamHealth } from "@/lib/console/contract/session";

import { callConsole } from "../call-console";

/** Whether the AI Agent API answers: checked every 30 s, every 3 s while it does not. */
export function useUpstreamHealthQuery() {
  return useQuery({
    queryKey: consoleQueryKey(getUpstreamHealth),
    queryFn: () => callConsole(getUpstreamHealth),
    refetchInterval: (query) => (query.state.data?.regions.some((region) => !region.isAvailable) ? 3_000 : 30_000),
    staleTime: 0,
    meta: { isBackground: true },
  });
}
