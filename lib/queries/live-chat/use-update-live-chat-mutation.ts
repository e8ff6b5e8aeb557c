"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { getAgent } from "@/lib/console/contract/agents";
import { getLiveChat, updateLiveChat } from "@/lib/console/contract/live-chat";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";

import { callConsole } from "../call-console";

export type LiveChatConfigBody = z.output<typeof liveChatConfigBody>;

/** Saves the whole live-chat configuration. Errors are the form's to show, on its fields. */
export function useUpdateLiveChatMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LiveChatConfigBody) => callConsole(updateLiveChat, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (saved) => {
      queryClient.setQueryData(consoleQueryKey(getLiveChat, { params: { organizationId, agentId } }), saved);
      toast.success(saved.enabled ? "Live chat saved. Visitors see the new widget." : "Live chat saved. It is off.");
      // The agent's skills include its live chat.
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(getAgent, { params: { organizationId, agentId } }) });
    },
  });
}
