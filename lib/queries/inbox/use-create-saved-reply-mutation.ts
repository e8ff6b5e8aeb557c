"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { savedReply, type savedReplyBody } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

export type SavedReplyBody = z.output<typeof savedReplyBody>;

/** Saves a reply under a shortcut. Errors (a shortcut already taken) are the form's to show. */
export function useCreateSavedReplyMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavedReplyBody) =>
      savedReply.parse(await consoleFetch<unknown>(inboxApiPaths.savedReplies(organizationId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (saved) => {
      toast.success(`Saved /${saved.shortcut}. Type it in a reply to insert it.`);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.savedReplies(organizationId) });
    },
  });
}
