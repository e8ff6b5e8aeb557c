"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { createConversationUser, listConversationUsers } from "@/lib/console/contract/conversation-users";
import { consoleQueryScope } from "@/lib/console/contract/query-key";
import { type CreateConversationUserBody } from "@/lib/schemas/console/agent-users";

import { callConsole } from "../call-console";

/** Adds a conversation user to the agent. Errors are the form's to show. */
export function useCreateConversationUserMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateConversationUserBody) => callConsole(createConversationUser, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Added ${created.firstName} ${created.lastName}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryScope(listConversationUsers, { params: { organizationId, agentId } }) });
    },
  });
}
