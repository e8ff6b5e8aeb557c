"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { agentFunctionView } from "@/lib/schemas/console/agent-functions";

import { consoleFetch } from "../console-fetch";
import { agentFunctionKeys } from "./keys";
import { agentFunctionApiPaths } from "./paths";

/** Adds a function to the agent. Errors are the form's to show, on its fields. */
export function useCreateAgentFunctionMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFunctionBody) =>
      agentFunctionView.parse(await consoleFetch<unknown>(agentFunctionApiPaths.functions(organizationId, agentId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Added ${created.name}.`);
      await queryClient.invalidateQueries({ queryKey: agentFunctionKeys.list(organizationId, agentId) });
    },
  });
}
