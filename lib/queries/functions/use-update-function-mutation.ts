"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { functionView } from "@/lib/schemas/console/functions";

import { consoleFetch } from "../console-fetch";
import { functionKeys } from "./keys";
import { functionApiPaths } from "./paths";

export type UpdateFunctionInput = { functionId: string; body: UpdateFunctionBody };

/** Saves changes to a function. Errors are the form's to show, on its fields. */
export function useUpdateFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ functionId, body }: UpdateFunctionInput) =>
      functionView.parse(await consoleFetch<unknown>(functionApiPaths.function(organizationId, functionId), { method: "PATCH", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: functionKeys.list(organizationId) });
    },
  });
}
