"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { withRead } from "@/lib/inbox/inbox-cache";
import type { InboxList } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/**
 * Marks a conversation read up to a time (the newest message seen, or now). The unread marker goes at once;
 * a failure is quiet, as the marker is only the user's own bookkeeping.
 */
export function useMarkReadMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationId }: { conversationId: string; until: string }) => {
      await consoleFetch<unknown>(inboxApiPaths.read(organizationId, conversationId), { method: "PUT" });
    },
    meta: { toastErrors: false },
    onMutate: ({ conversationId, until }) => {
      queryClient.setQueryData<InboxList>(inboxKeys.conversations(organizationId), (list) => (list ? withRead(list, conversationId, until) : list));
    },
  });
}
