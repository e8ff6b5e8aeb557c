"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { consoleFetch } from "../console-fetch";
import { agentFileKeys } from "./keys";
import { agentFileApiPaths } from "./paths";

/** Takes a file out of the vector store: the agent stops answering from it; the file stays. */
export function useRemoveAgentFileFromVectorStoreMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Pick<AgentFileView, "id" | "fileName">) =>
      consoleFetch<void>(agentFileApiPaths.vectorStore(organizationId, agentId, file.id), { method: "DELETE" }),
    onSuccess: (_result, file) => toast.success(`Removed ${file.fileName} from the vector store.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentFileKeys.list(organizationId, agentId) }),
  });
}
