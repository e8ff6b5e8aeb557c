"use client";

import { useQuery } from "@tanstack/react-query";

import { inboxFileLink } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** A short-lived link to a file of a message; treated as stale at once, so each new use reads a fresh one. */
export function useInboxFileLinkQuery(organizationId: string, conversationId: string, fileId: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: inboxKeys.file(organizationId, conversationId, fileId),
    queryFn: async () => inboxFileLink.parse(await consoleFetch<unknown>(inboxApiPaths.file(organizationId, conversationId, fileId))),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
