"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deleteSavedReply, listSavedReplies } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { SavedReply } from "@/lib/schemas/console/inbox";

import { callConsole } from "../call-console";

/** Deletes a saved reply for everyone in the organization. */
export function useDeleteSavedReplyMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reply: SavedReply) => {
      await callConsole(deleteSavedReply, { params: { organizationId, replyId: reply.id } });
      return reply;
    },
    onSuccess: async (reply) => {
      toast.success(`Deleted /${reply.shortcut}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listSavedReplies, { params: { organizationId } }) });
    },
  });
}
