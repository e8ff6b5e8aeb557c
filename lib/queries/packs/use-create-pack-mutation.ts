"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import type { createPackBody } from "@/lib/schemas/agent-api/packs";
import { packDetail } from "@/lib/schemas/console/packs";

import { consoleFetch } from "../console-fetch";
import { packKeys } from "./keys";
import { packApiPaths } from "./paths";

export type CreatePackBody = z.output<typeof createPackBody>;

/** Creates an empty pack. Errors are the form's to show, on its fields. */
export function useCreatePackMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePackBody) =>
      packDetail.parse(await consoleFetch<unknown>(packApiPaths.packs(organizationId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      queryClient.setQueryData(packKeys.detail(organizationId, created.id), created);
      toast.success(`Created ${created.name}. Add its documents next.`);
      await queryClient.invalidateQueries({ queryKey: packKeys.lists(organizationId) });
    },
  });
}
