"use client";

import { useQuery } from "@tanstack/react-query";

import { listInboxNotes } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** The conversation's internal notes, oldest first. */
export function useInboxNotesQuery(organizationId: string, conversationId: string) {
  return useQuery({
    queryKey: consoleQueryKey(listInboxNotes, { params: { organizationId, conversationId } }),
    queryFn: async () => callConsole(listInboxNotes, { params: { organizationId, conversationId } }),
  });
}
