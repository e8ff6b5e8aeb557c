"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { getChatThread, sendChatMessage } from "@/lib/console/contract/chat";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { ChatThread } from "@/lib/schemas/console/chat";

import { callConsole } from "../call-console";
import { mergeThread } from "./chat-timeline";

/**
 * Sends the customer's message and waits for the agent's answer; the thread the console answers with
 * replaces the one shown. A read of the thread still on its way is cancelled first, so it cannot show an
 * older state. Errors are the chat's to show, beside the composer.
 */
export function useSendChatMessageMutation(organizationId: string, agentId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const queryKey = consoleQueryKey(getChatThread, { params: { organizationId, agentId, conversationId } });
  return useMutation({
    mutationFn: async (message: string) => callConsole(sendChatMessage, { params: { organizationId, agentId, conversationId }, body: { message } }),
    meta: { toastErrors: false },
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: async ({ conversation, messages }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ChatThread>(queryKey, (current) => mergeThread(current, { conversation, messages }));
    },
  });
}
