"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { uploadLiveChatAvatar } from "./upload-live-chat-avatar";

export type AvatarUpload =
  | { stage: "idle" }
  | { stage: "uploading"; fileName: string; progress: number }
  | { stage: "done"; fileName: string; storagePath: string; previewUrl: string }
  | { stage: "failed"; fileName: string; error: string };

/**
 * One avatar upload at a time, with its progress. A finished upload keeps a local copy of the image to
 * preview until the configuration is saved and the API serves it.
 */
export function useLiveChatAvatarUpload(organizationId: string, agentId: string) {
  const [upload, setUpload] = useState<AvatarUpload>({ stage: "idle" });
  const controller = useRef<AbortController | null>(null);
  const previewUrl = upload.stage === "done" ? upload.previewUrl : undefined;

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<string | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setUpload({ stage: "uploading", fileName: file.name, progress: 0 });
      try {
        const storagePath = await uploadLiveChatAvatar({
          organizationId,
          agentId,
          file,
          signal: current.signal,
          onProgress: (progress) => setUpload((state) => (state.stage === "uploading" && controller.current === current ? { ...state, progress } : state)),
        });
        if (controller.current !== current) return undefined;
        setUpload({ stage: "done", fileName: file.name, storagePath, previewUrl: URL.createObjectURL(file) });
        return storagePath;
      } catch (error) {
        if (controller.current === current) {
          setUpload({ stage: "failed", fileName: file.name, error: error instanceof Error ? error.message : "The image could not be uploaded. Try again." });
        }
        return undefined;
      }
    },
    [organizationId, agentId],
  );

  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setUpload({ stage: "idle" });
  }, []);

  return { upload, start, clear };
}
