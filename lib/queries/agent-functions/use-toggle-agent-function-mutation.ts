"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { agentFunctionView, type AgentFunctionView } from "@/lib/schemas/console/agent-functions";

import { consoleFetch } from "../console-fetch";
import { agentFunctionKeys } from "./keys";
import { agentFunctionApiPaths } from "./paths";

export type ToggleAgentFunctionInput = { functionId: string; enabled: boolean };

/** Turns one of the agent's functions on or off at once: the switch moves first, and moves back if the API refuses. */
export function useToggleAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = agentFunctionKeys.list(organizationId, agentId);
  return useMutation({
    mutationFn: async ({ functionId, enabled }: ToggleAgentFunctionInput) =>
      agentFunctionView.parse(
        await consoleFetch<unknown>(agentFunctionApiPaths.function(organizationId, agentId, functionId), { method: "PATCH", json: { enabled } }),
      ),
    onMutate: async ({ functionId, enabled }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<AgentFunctionView[]>(listKey);
      if (previous) queryClient.setQueryData(listKey, previous.map((item) => (item.id === functionId ? { ...item, enabled } : item)));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (updated) => toast.success(`${updated.name} is ${updated.enabled ? "enabled" : "disabled"}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
