"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { createAgentFunction, listAgentFunctions } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { callConsole } from "../call-console";

/** Adds a function to the agent. Errors are the form's to show, on its fields. */
export function useCreateAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFunctionBody) => callConsole(createAgentFunction, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Added ${created.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFunctions, { params: { organizationId, agentId } }) });
    },
  });
}
