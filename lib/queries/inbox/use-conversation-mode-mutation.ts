"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { inboxConversation, type InboxConversation } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";
import { inboxApiPaths } from "./paths";

const said = {
  manual: (summary: InboxConversation) => `You took over from the AI. ${summary.userName} now hears only from people.`,
  ai: (summary: InboxConversation) => `Handed ${summary.userName}'s conversation back to the AI.`,
};

/** Takes the conversation over from the AI (manual), or hands it back (ai). */
export function useConversationModeMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: InboxConversation["mode"]) =>
      inboxConversation.parse(await consoleFetch<unknown>(inboxApiPaths.mode(organizationId, conversationId), { method: "PUT", json: { mode } })),
    onSuccess: (summary, mode) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(said[mode](summary));
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
