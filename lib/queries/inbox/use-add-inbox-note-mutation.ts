"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { inboxNote, type inboxNoteBody } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

export type InboxNoteBody = z.output<typeof inboxNoteBody>;

/** Adds an internal note to the conversation. Errors are the form's to show. */
export function useAddInboxNoteMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InboxNoteBody) =>
      inboxNote.parse(await consoleFetch<unknown>(inboxApiPaths.notes(organizationId, conversationId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async () => {
      toast.success("Note added. Only the console's people see it.");
      await queryClient.invalidateQueries({ queryKey: inboxKeys.notes(organizationId, conversationId) });
    },
  });
}
