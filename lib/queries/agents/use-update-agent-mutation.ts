"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { toast } from "@/components/ui/toast";
import { getAgent, listAgents, updateAgent } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { updateAgentBody } from "@/lib/schemas/agent-api/agents";

import { callConsole } from "../call-console";

export type UpdateAgentBody = z.output<typeof updateAgentBody>;

/** Saves the agent's configuration. Errors are the form's to show, on its fields. */
export function useUpdateAgentMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAgentBody) => callConsole(updateAgent, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      queryClient.setQueryData(consoleQueryKey(getAgent, { params: { organizationId, agentId } }), updated);
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgents, { params: { organizationId } }) });
    },
  });
}
