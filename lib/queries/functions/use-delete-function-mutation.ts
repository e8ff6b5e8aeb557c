"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { functionKeys } from "./keys";
import { functionApiPaths } from "./paths";

export type DeleteFunctionInput = { id: string; name: string };

/** Removes a function from the library. */
export function useDeleteFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteFunctionInput) => consoleFetch<void>(functionApiPaths.function(organizationId, id), { method: "DELETE" }),
    onSuccess: async (_result, { name }) => {
      toast.success(`Deleted ${name}.`);
      await queryClient.invalidateQueries({ queryKey: functionKeys.list(organizationId) });
    },
  });
}
