"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { conversationUserView, type CreateConversationUserBody } from "@/lib/schemas/console/agent-users";

import { consoleFetch } from "../console-fetch";
import { agentUserKeys } from "./keys";
import { agentUserApiPaths } from "./paths";

/** Adds a conversation user to the agent. Errors are the form's to show. */
export function useCreateConversationUserMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateConversationUserBody) =>
      conversationUserView.parse(await consoleFetch<unknown>(agentUserApiPaths.users(organizationId, agentId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Added ${created.firstName} ${created.lastName}.`);
      await queryClient.invalidateQueries({ queryKey: agentUserKeys.agent(organizationId, agentId) });
    },
  });
}
