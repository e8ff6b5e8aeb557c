"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listAgentFiles, removeAgentFileFromVectorStore } from "@/lib/console/contract/agent-files";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { callConsole } from "../call-console";

/** Takes a file out of the vector store: the agent stops answering from it; the file stays. */
export function useRemoveAgentFileFromVectorStoreMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Pick<AgentFileView, "id" | "fileName">) =>
      callConsole(removeAgentFileFromVectorStore, { params: { organizationId, agentId, fileId: file.id } }),
    onSuccess: (_result, file) => toast.success(`Removed ${file.fileName} from the vector store.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFiles, { params: { organizationId, agentId } }) }),
  });
}
