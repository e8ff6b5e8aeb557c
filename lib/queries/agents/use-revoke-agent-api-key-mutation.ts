"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { getConsoleKey, listAgentKeys, listAgents, revokeAgentKey } from "@/lib/console/contract/agents";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import { callConsole } from "../call-console";

/** Revokes an agent key upstream; it stops working at once, and the console forgets it if it was using it. */
export function useRevokeAgentApiKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: string) => callConsole(revokeAgentKey, { params: { organizationId, agentId, keyId } }),
    onSuccess: async (revoked) => {
      toast.success(`Revoked ${revoked.name} (${agentKeyFingerprint(revoked)}).`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentKeys, { params: { organizationId, agentId } }) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(getConsoleKey, { params: { organizationId, agentId } }) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgents, { params: { organizationId } }) }),
      ]);
    },
  });
}
