"use client";

import { useQuery } from "@tanstack/react-query";

import { inboxList } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** Every conversation of the user's agents (views are worked out in the browser); polled only while live events are down. */
export function useInboxQuery(organizationId: string, { pollMs }: { pollMs: number | false }) {
  return useQuery({
    queryKey: inboxKeys.conversations(organizationId),
    queryFn: async () => inboxList.parse(await consoleFetch<unknown>(inboxApiPaths.conversations(organizationId))),
    refetchInterval: pollMs,
  });
}
