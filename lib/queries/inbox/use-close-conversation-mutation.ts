"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { inboxConversation } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";
import { inboxApiPaths } from "./paths";

/** Closes the conversation: it moves to the agent's closed state, which ends the dialog. A 409 names who holds it instead. */
export function useCloseConversationMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      inboxConversation.parse(await consoleFetch<unknown>(inboxApiPaths.close(organizationId, conversationId), { method: "POST" })),
    onSuccess: (summary) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(`Closed ${summary.userName}'s conversation.`);
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
