"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { getPack, linkPackToAgent, listPacks, unlinkPackFromAgent } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";

type LinkChange = { agentId: string; agentName: string; isLinked: boolean };

/** Links the pack to an agent, or unlinks it: the agent answers from the pack's documents, or stops. */
export function useLinkPackMutation(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ agentId, isLinked }: LinkChange) =>
      callConsole(isLinked ? linkPackToAgent : unlinkPackFromAgent, { params: { organizationId, packId, agentId } }),
    onSuccess: async (updated, { agentName, isLinked }) => {
      queryClient.setQueryData(consoleQueryKey(getPack, { params: { organizationId, packId } }), updated);
      toast.success(isLinked ? `${agentName} now answers from ${updated.name}.` : `${agentName} no longer answers from ${updated.name}.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPacks, { params: { organizationId } }) });
    },
  });
}
