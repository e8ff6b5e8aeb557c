"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { createConsoleKey } from "@/lib/console/contract/agents";
import { consoleOrganizationScope } from "@/lib/console/contract/query-key";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import { callConsole } from "../call-console";

/**
 * Gives the console a key for the agent (kept in its vault, never shown). Everything about the organization's
 * agents is read again, also after a refusal (another admin may have given it one meanwhile).
 */
export function useCreateConsoleKeyMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callConsole(createConsoleKey, { params: { organizationId, agentId } }),
    onSuccess: (created) => {
      toast.success(`The console has a new key for this agent (${agentKeyFingerprint(created)}) and uses it from now on.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleOrganizationScope(organizationId) }),
  });
}
