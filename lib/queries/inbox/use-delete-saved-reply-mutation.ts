"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { SavedReply } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** Deletes a saved reply for everyone in the organization. */
export function useDeleteSavedReplyMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reply: SavedReply) => {
      await consoleFetch<unknown>(inboxApiPaths.savedReply(organizationId, reply.id), { method: "DELETE" });
      return reply;
    },
    onSuccess: async (reply) => {
      toast.success(`Deleted /${reply.shortcut}.`);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.savedReplies(organizationId) });
    },
  });
}
