"use client";

import { useQuery } from "@tanstack/react-query";

import { inboxNotes } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** The conversation's internal notes, oldest first. */
export function useInboxNotesQuery(organizationId: string, conversationId: string) {
  return useQuery({
    queryKey: inboxKeys.notes(organizationId, conversationId),
    queryFn: async () => inboxNotes.parse(await consoleFetch<unknown>(inboxApiPaths.notes(organizationId, conversationId))),
  });
}
