"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { addAgentFileToVectorStore, listAgentFiles } from "@/lib/console/contract/agent-files";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { AgentFileIndexMode, AgentFileView } from "@/lib/schemas/console/agent-files";

import { callConsole } from "../call-console";
import { withFileStage } from "./set-file-stage";

export type AddToVectorStoreVariables = { file: Pick<AgentFileView, "id" | "fileName">; mode: AgentFileIndexMode };

/**
 * Adds a file to the vector store (or tries a failed one again). The row shows "Indexing" at once;
 * `now` waits for the index, `background` returns at once and the list follows the file until it is done.
 */
export function useAddAgentFileToVectorStoreMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listAgentFiles, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: async ({ file, mode }: AddToVectorStoreVariables) =>
      callConsole(addAgentFileToVectorStore, { params: { organizationId, agentId, fileId: file.id }, body: { mode } }),
    onMutate: async ({ file }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<AgentFileView[]>(listKey, (files) => withFileStage(files, file.id, "indexing"));
    },
    onSuccess: (_result, { file, mode }) => {
      toast.success(mode === "now" ? `${file.fileName} is in the vector store.` : `Adding ${file.fileName} to the vector store in the background.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
