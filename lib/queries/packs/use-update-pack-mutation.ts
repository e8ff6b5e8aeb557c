"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { updatePack } from "@/lib/console/contract/packs";
import type { updatePackBody } from "@/lib/schemas/agent-api/packs";

import { callConsole } from "../call-console";
import { packKeys } from "./keys";

export type UpdatePackBody = z.output<typeof updatePackBody>;

/** Saves the pack's name, description, instructions and status. Errors are the form's to show, on its fields. */
export function useUpdatePackMutation(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePackBody) => callConsole(updatePack, { params: { organizationId, packId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      queryClient.setQueryData(packKeys.detail(organizationId, packId), updated);
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: packKeys.lists(organizationId) });
    },
  });
}
