"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer } from "react";

import { toast } from "@/components/ui/toast";
import { getPack, listPacks } from "@/lib/console/contract/packs";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { packUploadsReducer } from "./pack-uploads";
import { uploadPackDocument } from "./upload-pack-document";

/**
 * The files being added to a pack, each with its own progress and its own failure. Every file that
 * reaches the pack refreshes the pack and the list.
 */
export function usePackDocumentUploads(organizationId: string, packId: string) {
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(packUploadsReducer, []);

  const uploadOne = useCallback(
    async (file: File) => {
      const id = crypto.randomUUID();
      dispatch({ type: "added", id, fileName: file.name, size: file.size });
      try {
        const document = await uploadPackDocument({
          organizationId,
          packId,
          file,
          onProgress: (progress) => dispatch({ type: "progressed", id, progress }),
          onSent: () => dispatch({ type: "sent", id }),
        });
        dispatch({ type: "attached", id });
        if (document.status === "failed") toast.warning(`${document.fileName} was added but cannot be used: ${document.error ?? "it could not be indexed."}`);
      } catch (error) {
        dispatch({ type: "failed", id, error: error instanceof Error ? error.message : "The file could not be added. Try again." });
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: consoleQueryKey(getPack, { params: { organizationId, packId } }) }),
          queryClient.invalidateQueries({ queryKey: consoleQueryKey(listPacks, { params: { organizationId } }) }),
        ]);
      }
    },
    [organizationId, packId, queryClient],
  );

  const upload = useCallback((files: File[]) => Promise.all(files.map(uploadOne)), [uploadOne]);
  const dismiss = useCallback((id: string) => dispatch({ type: "dismissed", id }), []);

  return { uploads, upload, dismiss };
}
