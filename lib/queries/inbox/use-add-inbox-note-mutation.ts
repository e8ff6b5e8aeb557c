"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { addInboxNote, listInboxNotes } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { inboxNoteBody } from "@/lib/schemas/console/inbox";

import { callConsole } from "../call-console";

export type InboxNoteBody = z.input<typeof inboxNoteBody>;

/** Adds an internal note to the conversation. Errors are the form's to show. */
export function useAddInboxNoteMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InboxNoteBody) => callConsole(addInboxNote, { params: { organizationId, conversationId }, body }),
    meta: { toastErrors: false },
    onSuccess: async () => {
      toast.success("Note added. Only the console's people see it.");
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listInboxNotes, { params: { organizationId, conversationId } }) });
    },
  });
}
