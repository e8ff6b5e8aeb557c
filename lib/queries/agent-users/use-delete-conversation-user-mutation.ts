"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { agentLimitKeys } from "../agent-limits/keys";
import { agentUserKeys } from "./keys";
import { agentUserApiPaths } from "./paths";

export type DeleteConversationUserInput = { id: string; name: string };

/** Deletes a conversation user with their conversations in this agent. */
export function useDeleteConversationUserMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: DeleteConversationUserInput) =>
      consoleFetch<void>(agentUserApiPaths.user(organizationId, agentId, user.id), { method: "DELETE" }),
    onSuccess: async (_nothing, user) => {
      toast.success(`Deleted ${user.name} and their conversations.`);
      queryClient.removeQueries({ queryKey: agentUserKeys.detail(organizationId, agentId, user.id) });
      queryClient.removeQueries({ queryKey: agentLimitKeys.user(organizationId, agentId, user.id) });
      await queryClient.invalidateQueries({ queryKey: agentUserKeys.agent(organizationId, agentId) });
    },
  });
}
