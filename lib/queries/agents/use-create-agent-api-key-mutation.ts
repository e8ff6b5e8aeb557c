"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { agentKeyIssued, type createAgentKeyBody } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

export type CreateAgentApiKeyBody = z.output<typeof createAgentKeyBody>;

/**
 * Creates a key for one of the organization's own systems; the answer reveals its secret once. Nothing keeps
 * the answer once its reveal is closed (no cache time). Errors are the form's to show.
 */
export function useCreateAgentApiKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAgentApiKeyBody) =>
      agentKeyIssued.parse(await consoleFetch<unknown>(agentApiPaths.apiKeys(organizationId, agentId), { method: "POST", json: body })),
    gcTime: 0,
    meta: { toastErrors: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.apiKeys(organizationId, agentId) }),
  });
}
