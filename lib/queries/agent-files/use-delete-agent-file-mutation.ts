"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { consoleFetch } from "../console-fetch";
import { agentFileKeys } from "./keys";
import { agentFileApiPaths } from "./paths";

/** Deletes one file with its passages; the agent stops answering from it at once. */
export function useDeleteAgentFileMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Pick<AgentFileView, "id" | "fileName">) =>
      consoleFetch<void>(agentFileApiPaths.file(organizationId, agentId, file.id), { method: "DELETE" }),
    onSuccess: (_result, file) => toast.success(`Deleted ${file.fileName}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentFileKeys.list(organizationId, agentId) }),
  });
}
