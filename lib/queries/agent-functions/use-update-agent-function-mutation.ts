"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { agentFunctionView } from "@/lib/schemas/console/agent-functions";

import { consoleFetch } from "../console-fetch";
import { agentFunctionKeys } from "./keys";
import { agentFunctionApiPaths } from "./paths";

export type UpdateAgentFunctionInput = { functionId: string; body: UpdateFunctionBody };

/** Saves changes to one of the agent's functions. Errors are the form's to show, on its fields. */
export function useUpdateAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ functionId, body }: UpdateAgentFunctionInput) =>
      agentFunctionView.parse(
        await consoleFetch<unknown>(agentFunctionApiPaths.function(organizationId, agentId, functionId), { method: "PATCH", json: body }),
      ),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      toast.success(`Saved ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: agentFunctionKeys.list(organizationId, agentId) });
    },
  });
}
