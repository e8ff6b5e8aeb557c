"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { claimInboxConversation } from "@/lib/console/contract/inbox";

import { callConsole } from "../call-console";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";

/** Claims the conversation for the user. When someone else has it, the 409 says who, and the inbox re-reads it. */
export function useClaimConversationMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callConsole(claimInboxConversation, { params: { organizationId, conversationId } }),
    onSuccess: (summary) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(`You are handling ${summary.userName}'s conversation.`);
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
