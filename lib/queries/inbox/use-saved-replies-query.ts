"use client";

import { useQuery } from "@tanstack/react-query";

import { listSavedReplies } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The organization's saved replies, inserted in a reply by typing `/`. */
export function useSavedRepliesQuery(organizationId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listSavedReplies, { params: { organizationId } }),
    queryFn: async () => callConsole(listSavedReplies, { params: { organizationId } }),
    staleTime: 5 * 60_000,
  });
}
