"use client";

import { useQuery } from "@tanstack/react-query";

import { getInboxFileLink } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** A short-lived link to a file of a message; treated as stale at once, so each new use reads a fresh one. */
export function useInboxFileLinkQuery(organizationId: string, conversationId: string, fileId: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: consoleQueryKey(getInboxFileLink, { params: { organizationId, conversationId, fileId } }),
    queryFn: async () => callConsole(getInboxFileLink, { params: { organizationId, conversationId, fileId } }),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
