"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { chatThread, type ChatStartBody } from "@/lib/schemas/console/chat";

import { consoleFetch } from "../console-fetch";
import { chatKeys } from "./keys";
import { chatApiPaths } from "./paths";

/** Starts a customer chat with the agent. Errors are the start form's to show, on its fields. */
export function useStartChatMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChatStartBody) =>
      chatThread.parse(await consoleFetch<unknown>(chatApiPaths.conversations(organizationId, agentId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: (thread) => {
      queryClient.setQueryData(chatKeys.thread(organizationId, agentId, thread.conversation.id), thread);
    },
  });
}
