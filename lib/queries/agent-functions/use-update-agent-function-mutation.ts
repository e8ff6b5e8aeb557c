"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { updateAgentFunction } from "@/lib/console/contract/functions";
import type { UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { callConsole } from "../call-console";
import { agentFunctionKeys } from "./keys";

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
      await queryClient.invalidateQueries({ queryKey: agentFunctionKeys.list(organizationId, agentId) });
    },
  });
}
