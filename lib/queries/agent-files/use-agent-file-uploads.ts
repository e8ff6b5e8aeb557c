"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer } from "react";

import { toast } from "@/components/ui/toast";
import { deleteAgentFile, listAgentFiles } from "@/lib/console/contract/agent-files";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { callConsole } from "../call-console";
import { agentFileUploadsReducer } from "./agent-file-uploads";
import { uploadAgentFile } from "./upload-agent-file";

/** How one file goes in: under another name than its own (a copy kept beside a twin), or replacing a file. */
export type AgentFileUploadOptions = { fileName?: string; replaces?: Pick<AgentFileView, "id" | "fileName"> };

/**
 * The files being added to the agent's knowledge, each with its own progress and its own failure.
 * A file that replaces another deletes it (and its passages) once the new one is stored, never before,
 * so a failed upload loses nothing. Every file that arrives refreshes the list.
 */
export function useAgentFileUploads(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(agentFileUploadsReducer, []);

  const deleteReplaced = useCallback(
    async (replaced: Pick<AgentFileView, "id" | "fileName">, stored: AgentFileView) => {
      try {
        await callConsole(deleteAgentFile, { params: { organizationId, agentId, fileId: replaced.id } });
        toast.success(`Replaced ${replaced.fileName} with the new ${stored.fileName}.`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : "Try again.";
        toast.error(`Uploaded ${stored.fileName}, but the earlier ${replaced.fileName} could not be deleted: ${reason} Delete it from the list.`);
      }
    },
    [organizationId, agentId],
  );

  const uploadOne = useCallback(
    async (dropped: File, autoAddToVectorStore: boolean, options: AgentFileUploadOptions = {}) => {
      const id = crypto.randomUUID();
      const file = options.fileName && options.fileName !== dropped.name ? new File([dropped], options.fileName, { type: dropped.type }) : dropped;
      dispatch({ type: "added", id, fileName: file.name, size: file.size });
      try {
        const stored = await uploadAgentFile({
          organizationId,
          agentId,
          file,
          autoAddToVectorStore,
          onProgress: (progress) => dispatch({ type: "progressed", id, progress }),
          onSent: () => dispatch({ type: "sent", id }),
        });
        dispatch({ type: "saved", id });
        if (options.replaces) await deleteReplaced(options.replaces, stored);
        else toast.success(autoAddToVectorStore ? `Uploaded ${stored.fileName}; it is being added to the vector store.` : `Uploaded ${stored.fileName}.`);
      } catch (error) {
        dispatch({ type: "failed", id, error: error instanceof Error ? error.message : "The file could not be uploaded. Try again." });
      } finally {
        await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listAgentFiles, { params: { organizationId, agentId } }) });
      }
    },
    [organizationId, agentId, queryClient, deleteReplaced],
  );

  const dismiss = useCallback((id: string) => dispatch({ type: "dismissed", id }), []);

  return { uploads, upload: uploadOne, dismiss };
}
