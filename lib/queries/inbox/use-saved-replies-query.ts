"use client";

import { useQuery } from "@tanstack/react-query";

import { savedReplies } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** The organization's saved replies, inserted in a reply by typing `/`. */
export function useSavedRepliesQuery(organizationId: string) {
  return useQuery({
    queryKey: inboxKeys.savedReplies(organizationId),
    queryFn: async () => savedReplies.parse(await consoleFetch<unknown>(inboxApiPaths.savedReplies(organizationId))),
    staleTime: 5 * 60_000,
  });
}
