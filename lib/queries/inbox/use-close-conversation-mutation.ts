"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { closeInboxConversation } from "@/lib/console/contract/inbox";

import { callConsole } from "../call-console";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";

/** Closes the conversation: it moves to the agent's closed state, which ends the dialog. A 409 names who holds it instead. */
export function useCloseConversationMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callConsole(closeInboxConversation, { params: { organizationId, conversationId } }),
    onSuccess: (summary) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(`Closed ${summary.userName}'s conversation.`);
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
