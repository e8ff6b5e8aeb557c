"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { getConversationUserLimits } from "@/lib/console/contract/agent-limits";
import { deleteConversationUser, getConversationUser, listConversationUsers } from "@/lib/console/contract/conversation-users";
import { consoleQueryKey, consoleQueryScope } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

export type DeleteConversationUserInput = { id: string; name: string };

/** Deletes a conversation user with their conversations in this agent. */
export function useDeleteConversationUserMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: DeleteConversationUserInput) => callConsole(deleteConversationUser, { params: { organizationId, agentId, userId: user.id } }),
    onSuccess: async (_nothing, user) => {
      toast.success(`Deleted ${user.name} and their conversations.`);
      queryClient.removeQueries({ queryKey: consoleQueryKey(getConversationUser, { params: { organizationId, agentId, userId: user.id } }) });
      queryClient.removeQueries({ queryKey: consoleQueryKey(getConversationUserLimits, { params: { organizationId, agentId, userId: user.id } }) });
      await queryClient.invalidateQueries({ queryKey: consoleQueryScope(listConversationUsers, { params: { organizationId, agentId } }) });
    },
  });
}
