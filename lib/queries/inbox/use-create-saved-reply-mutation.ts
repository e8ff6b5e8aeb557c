"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { createSavedReply, listSavedReplies } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { savedReplyBody } from "@/lib/schemas/console/inbox";

import { callConsole } from "../call-console";

export type SavedReplyBody = z.input<typeof savedReplyBody>;

/** Saves a reply under a shortcut. Errors (a shortcut already taken) are the form's to show. */
export function useCreateSavedReplyMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavedReplyBody) => callConsole(createSavedReply, { params: { organizationId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (saved) => {
      toast.success(`Saved /${saved.shortcut}. Type it in a reply to insert it.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listSavedReplies, { params: { organizationId } }) });
    },
  });
}
