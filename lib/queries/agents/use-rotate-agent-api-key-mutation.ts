"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { getConsoleKey, listAgentKeys, listAgents, rotateAgentKey } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import { callConsole } from "../call-console";

/**
 * Rotates an agent key: the old secret stops working at once. The console switches to the new secret of its
 * own key; an integration key's new secret is revealed once, and nothing keeps the answer after (no cache
 * time). A failure is the keys panel's to show, with a way to try again (rotating again is safe).
 */
export function useRotateAgentApiKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: string) => callConsole(rotateAgentKey, { params: { organizationId, agentId, keyId } }),
    gcTime: 0,
    meta: { toastErrors: false },
    onSuccess: async (rotated) => {
      if (!rotated.reveal) toast.success(`Rotated ${rotated.name}. The console now uses ${agentKeyFingerprint(rotated)}; the old secret no longer works.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentKeys, { params: { organizationId, agentId } }) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(getConsoleKey, { params: { organizationId, agentId } }) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgents, { params: { organizationId } }) }),
      ]);
    },
  });
}
