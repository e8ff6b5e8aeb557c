"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deletePack, getPack, listPacks } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

/** Deletes a pack with its documents; the agents it was linked to stop answering from them. */
export function useDeletePackMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pack: { id: string; name: string }) => {
      await callConsole(deletePack, { params: { organizationId, packId: pack.id } });
      return pack;
    },
    onSuccess: async (pack) => {
      queryClient.removeQueries({ queryKey: consoleQueryKey(getPack, { params: { organizationId, packId: pack.id } }) });
      toast.success(`Deleted ${pack.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPacks, { params: { organizationId } }) });
    },
  });
}
