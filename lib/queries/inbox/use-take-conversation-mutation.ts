"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { takeInboxConversation } from "@/lib/console/contract/inbox";

import { callConsole } from "../call-console";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";

/** An admin takes the conversation from the person handling it (as the admin saw them). A 409 names who has it now. */
export function useTakeConversationMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (from: { id: string; name: string }) =>
      callConsole(takeInboxConversation, { params: { organizationId, conversationId }, body: { fromUserId: from.id } }),
    onSuccess: (summary, from) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(`You took ${summary.userName}'s conversation over from ${from.name}.`);
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
