"use client";

import { useQuery } from "@tanstack/react-query";

import { listSavedReplies } from "@/lib/console/contract/inbox";

import { callConsole } from "../call-console";
import { inboxKeys } from "./keys";

/** The organization's saved replies, inserted in a reply by typing `/`. */
export function useSavedRepliesQuery(organizationId: string) {
  return useQuery({
    queryKey: inboxKeys.savedReplies(organizationId),
    queryFn: async () => callConsole(listSavedReplies, { params: { organizationId } }),
    staleTime: 5 * 60_000,
  });
}
