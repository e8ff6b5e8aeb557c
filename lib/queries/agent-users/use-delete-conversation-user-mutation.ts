"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { deleteConversationUser } from "@/lib/console/contract/conversation-users";

import { agentLimitKeys } from "../agent-limits/keys";
import { callConsole } from "../call-console";
import { agentUserKeys } from "./keys";

export type DeleteConversationUserInput = { id: string; name: string };

/** Deletes a conversation user with their conversations in this agent. */
export function useDeleteConversationUserMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: DeleteConversationUserInput) => callConsole(deleteConversationUser, { params: { organizationId, agentId, userId: user.id } }),
    onSuccess: async (_nothing, user) => {
      toast.success(`Deleted ${user.name} and their conversations.`);
      queryClient.removeQueries({ queryKey: agentUserKeys.detail(organizationId, agentId, user.id) });
      queryClient.removeQueries({ queryKey: agentLimitKeys.user(organizationId, agentId, user.id) });
      await queryClient.invalidateQueries({ queryKey: agentUserKeys.agent(organizationId, agentId) });
    },
  });
}
