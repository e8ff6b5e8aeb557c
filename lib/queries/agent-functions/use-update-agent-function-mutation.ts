"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listAgentFunctions, updateAgentFunction } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { callConsole } from "../call-console";

export type UpdateAgentFunctionInput = { functionId: string; body: UpdateFunctionBody };

/** Saves changes to one of the agent's functions. Errors are the form's to show, on its fields. */
export function useUpdateAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ functionId, body }: UpdateAgentFunctionInput) =>
      callConsole(updateAgentFunction, { params: { organizationId, agentId, functionId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFunctions, { params: { organizationId, agentId } }) });
    },
  });
}
