"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer } from "react";
import { toast } from "sonner";

import { agentFileUploadsReducer } from "./agent-file-uploads";
import { agentFileKeys } from "./keys";
import { uploadAgentFile } from "./upload-agent-file";

/**
 * The files being added to the agent's knowledge, each with its own progress and its own failure.
 * Every file that arrives refreshes the list.
 */
export function useAgentFileUploads(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(agentFileUploadsReducer, []);

  const uploadOne = useCallback(
    async (file: File, autoAddToVectorStore: boolean) => {
      const id = crypto.randomUUID();
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
        toast.success(autoAddToVectorStore ? `Uploaded ${stored.fileName}; it is being added to the vector store.` : `Uploaded ${stored.fileName}.`);
      } catch (error) {
        dispatch({ type: "failed", id, error: error instanceof Error ? error.message : "The file could not be uploaded. Try again." });
      } finally {
        await queryClient.invalidateQueries({ queryKey: agentFileKeys.list(organizationId, agentId) });
      }
    },
    [organizationId, agentId, queryClient],
  );

  const upload = useCallback(
    (files: File[], autoAddToVectorStore: boolean) => Promise.all(files.map((file) => uploadOne(file, autoAddToVectorStore))),
    [uploadOne],
  );
  const dismiss = useCallback((id: string) => dispatch({ type: "dismissed", id }), []);

  return { uploads, upload, dismiss };
}
