"use client";

import { useQuery } from "@tanstack/react-query";

import { listInboxNotes } from "@/lib/console/contract/inbox";

import { callConsole } from "../call-console";
import { inboxKeys } from "./keys";

/** The conversation's internal notes, oldest first. */
export function useInboxNotesQuery(organizationId: string, conversationId: string) {
  return useQuery({
    queryKey: inboxKeys.notes(organizationId, conversationId),
    queryFn: async () => callConsole(listInboxNotes, { params: { organizationId, conversationId } }),
  });
}
