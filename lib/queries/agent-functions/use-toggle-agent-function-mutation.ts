"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { listAgentFunctions, updateAgentFunction } from "@/lib/console/contract/functions";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { AgentFunctionView } from "@/lib/schemas/console/agent-functions";

import { callConsole } from "../call-console";

export type ToggleAgentFunctionInput = { functionId: string; enabled: boolean };

/** Turns one of the agent's functions on or off at once: the switch moves first, and moves back if the API refuses. */
export function useToggleAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listAgentFunctions, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: async ({ functionId, enabled }: ToggleAgentFunctionInput) =>
      callConsole(updateAgentFunction, { params: { organizationId, agentId, functionId }, body: { enabled } }),
    onMutate: async ({ functionId, enabled }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<AgentFunctionView[]>(listKey);
      if (previous)
        queryClient.setQueryData(
          listKey,
          previous.map((item) => (item.id === functionId ? { ...item, enabled } : item)),
        );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (updated) => toast.success(`${updated.name} is ${updated.enabled ? "enabled" : "disabled"}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
