"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deleteAgentFiles, listAgentFiles } from "@/lib/console/contract/agent-files";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { countOf } from "@/lib/utils/plural";

import { callConsole } from "../call-console";

/** Deletes the selected files in one request; the agent stops answering from them at once. */
export function useDeleteAgentFilesMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileIds: string[]) => callConsole(deleteAgentFiles, { params: { organizationId, agentId }, body: { fileIds } }),
    onSuccess: (_result, fileIds) => toast.success(`Deleted ${countOf(fileIds.length, "file")}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFiles, { params: { organizationId, agentId } }) }),
  });
}
