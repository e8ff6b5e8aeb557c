"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deleteOrganizationFunction, listOrganizationFunctions } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

export type DeleteFunctionInput = { id: string; name: string };

/** Removes a function from the library. */
export function useDeleteFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteFunctionInput) => callConsole(deleteOrganizationFunction, { params: { organizationId, functionId: id } }),
    onSuccess: async (_result, { name }) => {
      toast.success(`Deleted ${name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listOrganizationFunctions, { params: { organizationId } }) });
    },
  });
}
