"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { withoutPending, type ThreadCache } from "@/lib/console/inbox/inbox-cache";

import { inboxKeys } from "./keys";

/** Removes a reply that was not sent from the thread, when the operator gives up on it. */
export function useDiscardReply(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (echoId: string) =>
      queryClient.setQueryData<ThreadCache>(inboxKeys.thread(organizationId, conversationId), (thread) => (thread ? withoutPending(thread, echoId) : thread)),
    [queryClient, organizationId, conversationId],
  );
}
