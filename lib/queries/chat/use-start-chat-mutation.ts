"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { getChatThread, startChat } from "@/lib/console/contract/chat";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { ChatStartBody } from "@/lib/schemas/console/chat";

import { callConsole } from "../call-console";

/** Starts a customer chat with the agent. Errors are the start form's to show, on its fields. */
export function useStartChatMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChatStartBody) => callConsole(startChat, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: (thread) => {
      queryClient.setQueryData(consoleQueryKey(getChatThread, { params: { organizationId, agentId, conversationId: thread.conversation.id } }), thread);
    },
  });
}
