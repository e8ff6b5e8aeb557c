"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { listOrganizationFunctions, updateOrganizationFunction } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { callConsole } from "../call-console";

export type ToggleFunctionInput = { functionId: string; enabled: boolean };

/** Turns a function on or off at once: the switch moves first, and moves back if the API refuses. */
export function useToggleFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listOrganizationFunctions, { params: { organizationId } });
  return useMutation({
    mutationFn: async ({ functionId, enabled }: ToggleFunctionInput) =>
      callConsole(updateOrganizationFunction, { params: { organizationId, functionId }, body: { enabled } }),
    onMutate: async ({ functionId, enabled }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<FunctionView[]>(listKey);
      if (previous) {
        queryClient.setQueryData(
          listKey,
          previous.map((item) => (item.id === functionId ? { ...item, enabled } : item)),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (updated) => toast.success(`${updated.name} is ${updated.enabled ? "enabled" : "disabled"}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
