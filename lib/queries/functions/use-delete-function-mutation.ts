"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { deleteOrganizationFunction } from "@/lib/console/contract/functions";

import { callConsole } from "../call-console";
import { functionKeys } from "./keys";

export type DeleteFunctionInput = { id: string; name: string };

/** Removes a function from the library. */
export function useDeleteFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteFunctionInput) => callConsole(deleteOrganizationFunction, { params: { organizationId, functionId: id } }),
    onSuccess: async (_result, { name }) => {
      toast.success(`Deleted ${name}.`);
      await queryClient.invalidateQueries({ queryKey: functionKeys.list(organizationId) });
    },
  });
}
