"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { countOf } from "@/lib/utils/plural";

import { consoleFetch } from "../console-fetch";
import { agentFileKeys } from "./keys";
import { agentFileApiPaths } from "./paths";

/** Deletes the selected files in one request; the agent stops answering from them at once. */
export function useDeleteAgentFilesMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileIds: string[]) =>
      consoleFetch<void>(agentFileApiPaths.files(organizationId, agentId), { method: "DELETE", json: { fileIds } }),
    onSuccess: (_result, fileIds) => toast.success(`Deleted ${countOf(fileIds.length, "file")}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentFileKeys.list(organizationId, agentId) }),
  });
}
