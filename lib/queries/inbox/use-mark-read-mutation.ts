"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { listInboxConversations, markInboxConversationRead } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { withRead } from "@/lib/console/inbox/inbox-cache";
import type { InboxList } from "@/lib/schemas/console/inbox";

import { callConsole } from "../call-console";

/**
 * Marks a conversation read up to a time (the newest message seen, or now). The unread marker goes at once;
 * a failure is quiet, as the marker is only the user's own bookkeeping.
 */
export function useMarkReadMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationId }: { conversationId: string; until: string }) => {
      await callConsole(markInboxConversationRead, { params: { organizationId, conversationId } });
    },
    meta: { toastErrors: false },
    onMutate: ({ conversationId, until }) => {
      queryClient.setQueryData<InboxList>(consoleQueryKey(listInboxConversations, { params: { organizationId } }), (list) =>
        list ? withRead(list, conversationId, until) : list,
      );
    },
  });
}
