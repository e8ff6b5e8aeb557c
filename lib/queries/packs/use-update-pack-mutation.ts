"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { getPack, listPacks, updatePack } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { updatePackBody } from "@/lib/schemas/agent-api/packs";

import { callConsole } from "../call-console";

export type UpdatePackBody = z.output<typeof updatePackBody>;

/** Saves the pack's name, description, instructions and status. Errors are the form's to show, on its fields. */
export function useUpdatePackMutation(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePackBody) => callConsole(updatePack, { params: { organizationId, packId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      queryClient.setQueryData(consoleQueryKey(getPack, { params: { organizationId, packId } }), updated);
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPacks, { params: { organizationId } }) });
    },
  });
}
