"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { createIntegrationKey, listAgentKeys } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { type createAgentKeyBody } from "@/lib/schemas/console/keys";

import { callConsole } from "../call-console";

export type CreateAgentApiKeyBody = z.output<typeof createAgentKeyBody>;

/**
 * Creates a key for one of the organization's own systems; the answer reveals its secret once. Nothing keeps
 * the answer once its reveal is closed (no cache time). Errors are the form's to show.
 */
export function useCreateAgentApiKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAgentApiKeyBody) => callConsole(createIntegrationKey, { params: { organizationId, agentId }, body }),
    gcTime: 0,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentKeys, { params: { organizationId, agentId } }) }),
  });
}
