"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listOrganizationFunctions, updateOrganizationFunction } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { callConsole } from "../call-console";

export type UpdateFunctionInput = { functionId: string; body: UpdateFunctionBody };

/** Saves changes to a function. Errors are the form's to show, on its fields. */
export function useUpdateFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ functionId, body }: UpdateFunctionInput) => callConsole(updateOrganizationFunction, { params: { organizationId, functionId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listOrganizationFunctions, { params: { organizationId } }) });
    },
  });
}
