"use client";

import { useQuery } from "@tanstack/react-query";

import type { UpstreamHealth } from "@/lib/schemas/console/upstream-health";

import { consoleFetch } from "../console-fetch";
import { upstreamHealthPath, upstreamKeys } from "./keys";

/** Whether the AI Agent API answers: checked every 30 s, every 3 s while it does not. */
export function useUpstreamHealthQuery() {
  return useQuery({
    queryKey: upstreamKeys.health(),
    queryFn: () => consoleFetch<UpstreamHealth>(upstreamHealthPath),
    refetchInterval: (query) => (query.state.data?.regions.some((region) => !region.isAvailable) ? 3_000 : 30_000),
    staleTime: 0,
    meta: { isBackground: true },
  });
}
