"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { functionView } from "@/lib/schemas/console/functions";

import { consoleFetch } from "../console-fetch";
import { functionKeys } from "./keys";
import { functionApiPaths } from "./paths";

/** Adds a function to the library. Errors are the form's to show, on its fields. */
export function useCreateFunctionMutation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFunctionBody) =>
      functionView.parse(await consoleFetch<unknown>(functionApiPaths.functions(organizationId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Added ${created.name}.`);
      await queryClient.invalidateQueries({ queryKey: functionKeys.list(organizationId) });
    },
  });
}
