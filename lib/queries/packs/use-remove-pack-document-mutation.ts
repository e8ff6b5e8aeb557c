"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { removePackDocument } from "@/lib/console/contract/packs";

import { callConsole } from "../call-console";
import { packKeys } from "./keys";

/** Removes a document from the pack; the linked agents stop answering from it at once. */
export function useRemovePackDocumentMutation(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: { id: string; fileName: string }) =>
      callConsole(removePackDocument, { params: { organizationId, packId, documentId: document.id } }),
    onSuccess: async (updated, document) => {
      queryClient.setQueryData(packKeys.detail(organizationId, packId), updated);
      toast.success(`Removed ${document.fileName} from ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: packKeys.lists(organizationId) });
    },
  });
}
