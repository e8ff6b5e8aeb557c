"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { getPack, listPacks, removePackDocument } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** Removes a document from the pack; the linked agents stop answering from it at once. */
export function useRemovePackDocumentMutation(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: { id: string; fileName: string }) =>
      callConsole(removePackDocument, { params: { organizationId, packId, documentId: document.id } }),
    onSuccess: async (updated, document) => {
      queryClient.setQueryData(consoleQueryKey(getPack, { params: { organizationId, packId } }), updated);
      toast.success(`Removed ${document.fileName} from ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPacks, { params: { organizationId } }) });
    },
  });
}
