"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { consoleFetch } from "../console-fetch";
import { agentFunctionKeys } from "./keys";
import { agentFunctionApiPaths } from "./paths";

export type DeleteAgentFunctionInput = { id: string; name: string };

/** Removes one of the agent's functions. */
export function useDeleteAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteAgentFunctionInput) =>
      consoleFetch<void>(agentFunctionApiPaths.function(organizationId, agentId, id), { method: "DELETE" }),
    onSuccess: async (_result, { name }) => {
      toast.success(`Deleted ${name}.`);
      await queryClient.invalidateQueries({ queryKey: agentFunctionKeys.list(organizationId, agentId) });
    },
  });
}
