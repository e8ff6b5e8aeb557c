"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { getInboxConversation } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { withoutPending, type ThreadCache } from "@/lib/console/inbox/inbox-cache";

/** Removes a reply that was not sent from the thread, when the operator gives up on it. */
export function useDiscardReply(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (echoId: string) =>
      queryClient.setQueryData<ThreadCache>(consoleQueryKey(getInboxConversation, { params: { organizationId, conversationId } }), (thread) =>
        thread ? withoutPending(thread, echoId) : thread,
      ),
    [queryClient, organizationId, conversationId],
  );
}
