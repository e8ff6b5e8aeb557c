"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { createPack, getPack, listPacks } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { createPackBody } from "@/lib/schemas/agent-api/packs";

import { callConsole } from "../call-console";

export type CreatePackBody = z.output<typeof createPackBody>;

/** Creates an empty pack. Errors are the form's to show, on its fields. */
export function useCreatePackMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePackBody) => callConsole(createPack, { params: { organizationId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      queryClient.setQueryData(consoleQueryKey(getPack, { params: { organizationId, packId: created.id } }), created);
      toast.success(`Created ${created.name}. Add its documents next.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPacks, { params: { organizationId } }) });
    },
  });
}
