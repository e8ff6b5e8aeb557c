"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deleteAgentFunction, listAgentFunctions } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

export type DeleteAgentFunctionInput = { id: string; name: string };

/** Removes one of the agent's functions. */
export function useDeleteAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteAgentFunctionInput) => callConsole(deleteAgentFunction, { params: { organizationId, agentId, functionId: id } }),
    onSuccess: async (_result, { name }) => {
      toast.success(`Deleted ${name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFunctions, { params: { organizationId, agentId } }) });
    },
  });
}
