"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { packDetail } from "@/lib/schemas/console/packs";

import { consoleFetch } from "../console-fetch";
import { packKeys } from "./keys";
import { packApiPaths } from "./paths";

/** Removes a document from the pack; the linked agents stop answering from it at once. */
export function useRemovePackDocumentMutation(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: { id: string; fileName: string }) =>
      packDetail.parse(await consoleFetch<unknown>(packApiPaths.document(organizationId, packId, document.id), { method: "DELETE" })),
    onSuccess: async (updated, document) => {
      queryClient.setQueryData(packKeys.detail(organizationId, packId), updated);
      toast.success(`Removed ${document.fileName} from ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: packKeys.lists(organizationId) });
    },
  });
}
