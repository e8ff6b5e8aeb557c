"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deleteAgentFile, listAgentFiles } from "@/lib/console/contract/agent-files";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { callConsole } from "../call-console";

/** Deletes one file with its passages; the agent stops answering from it at once. */
export function useDeleteAgentFileMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Pick<AgentFileView, "id" | "fileName">) => callConsole(deleteAgentFile, { params: { organizationId, agentId, fileId: file.id } }),
    onSuccess: (_result, file) => toast.success(`Deleted ${file.fileName}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFiles, { params: { organizationId, agentId } }) }),
  });
}
