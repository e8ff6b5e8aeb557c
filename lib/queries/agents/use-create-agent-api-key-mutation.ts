"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";

import { agentKeyFingerprint } from "@/lib/console/agent-key-fingerprint";
import { agentKeyView, type createAgentKeyBody } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

export type CreateAgentApiKeyBody = z.output<typeof createAgentKeyBody>;

/** Creates an agent key; the console keeps its secret and uses it from now on. Errors are the form's to show. */
export function useCreateAgentApiKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAgentApiKeyBody) =>
      agentKeyView.parse(await consoleFetch<unknown>(agentApiPaths.apiKeys(organizationId, agentId), { method: "POST", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Created ${created.name} (${agentKeyFingerprint(created)}). The console keeps its secret and now uses it.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.apiKeys(organizationId, agentId) }),
        queryClient.invalidateQueries({ queryKey: agentKeys.list(organizationId) }),
      ]);
    },
  });
}
