"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { inboxConversation } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";
import { inboxApiPaths } from "./paths";

/** Claims the conversation for the user. When someone else has it, the 409 says who, and the inbox re-reads it. */
export function useClaimConversationMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      inboxConversation.parse(await consoleFetch<unknown>(inboxApiPaths.claim(organizationId, conversationId), { method: "POST" })),
    onSuccess: (summary) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(`You are handling ${summary.userName}'s conversation.`);
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
