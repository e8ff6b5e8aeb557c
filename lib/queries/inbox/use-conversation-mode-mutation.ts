"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { setInboxConversationMode } from "@/lib/console/contract/inbox";
import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { callConsole } from "../call-console";
import { rereadOnConflict, storeActionResult } from "./inbox-action-result";

const said = {
  manual: (summary: InboxConversation) => `You took over from the AI. ${summary.userName} now hears only from people.`,
  ai: (summary: InboxConversation) => `Handed ${summary.userName}'s conversation back to the AI.`,
};

/** Takes the conversation over from the AI (manual), or hands it back (ai). */
export function useConversationModeMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mode: InboxConversation["mode"]) =>
      callConsole(setInboxConversationMode, { params: { organizationId, conversationId }, body: { mode } }),
    onSuccess: (summary, mode) => {
      storeActionResult(queryClient, organizationId, summary);
      toast.success(said[mode](summary));
    },
    onError: (error) => rereadOnConflict(queryClient, organizationId, conversationId, error),
  });
}
