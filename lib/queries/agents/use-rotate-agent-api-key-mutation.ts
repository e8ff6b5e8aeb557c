"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { agentKeyFingerprint } from "@/lib/console/agent-key-fingerprint";
import { agentKeyView } from "@/lib/schemas/console/keys";

import { consoleFetch } from "../console-fetch";
import { agentKeys } from "./keys";
import { agentApiPaths } from "./paths";

/**
 * Rotates an agent key: the old secret stops working at once, and the console switches to the new one. A
 * failure is the keys panel's to show, with a way to try again (rotating again is safe).
 */
export function useRotateAgentApiKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: string) =>
      agentKeyView.parse(await consoleFetch<unknown>(agentApiPaths.rotateApiKey(organizationId, agentId, keyId), { method: "POST" })),
    meta: { toastErrors: false },
    onSuccess: async (rotated) => {
      toast.success(`Rotated ${rotated.name}. The console now uses ${agentKeyFingerprint(rotated)}; the old secret no longer works.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.apiKeys(organizationId, agentId) }),
        queryClient.invalidateQueries({ queryKey: agentKeys.list(organizationId) }),
      ]);
    },
  });
}
