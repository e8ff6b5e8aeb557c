"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { createPack } from "@/lib/console/contract/packs";
import type { createPackBody } from "@/lib/schemas/agent-api/packs";

import { callConsole } from "../call-console";
import { packKeys } from "./keys";

export type CreatePackBody = z.output<typeof createPackBody>;

/** Creates an empty pack. Errors are the form's to show, on its fields. */
export function useCreatePackMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePackBody) => callConsole(createPack, { params: { organizationId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      queryClient.setQueryData(packKeys.detail(organizationId, created.id), created);
      toast.success(`Created ${created.name}. Add its documents next.`);
      await queryClient.invalidateQueries({ queryKey: packKeys.lists(organizationId) });
    },
  });
}
