"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { playgroundPromptQueued, playgroundPromptResult, type PlaygroundPromptResult } from "@/lib/schemas/console/playground";

import { consoleFetch } from "../console-fetch";
import { playgroundApiPaths } from "./paths";
import { pollUntilSettled } from "./poll-until-settled";
import type { ReplyMode } from "./reply-mode";
import { uploadPromptFile } from "./upload-prompt-file";

export type RunPromptInput = { prompt: string; file?: File; mode: ReplyMode };

/**
 * Runs a one-off prompt: uploads the attached file first (with its progress), then asks and waits
 * (sync), or queues the prompt and polls for its result (async). Errors are the form's to show.
 */
export function usePlaygroundPromptMutation(organizationId: string, agentId: string) {
  const [uploadProgress, setUploadProgress] = useState<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async ({ prompt, file, mode }: RunPromptInput): Promise<PlaygroundPromptResult> => {
      controller.current?.abort();
      const { signal } = (controller.current = new AbortController());
      setUploadProgress(file ? 0 : undefined);
      const files = file ? [await uploadPromptFile({ organizationId, agentId, file, onProgress: setUploadProgress, signal })] : undefined;
      setUploadProgress(undefined);
      const body = { prompt, files };
      if (mode === "sync") {
        return playgroundPromptResult.parse(await consoleFetch<unknown>(playgroundApiPaths.prompts(organizationId, agentId), { method: "POST", json: body, signal }));
      }
      const { promptId } = playgroundPromptQueued.parse(
        await consoleFetch<unknown>(playgroundApiPaths.promptsAsync(organizationId, agentId), { method: "POST", json: body, signal }),
      );
      return pollUntilSettled(
        async () => playgroundPromptResult.parse(await consoleFetch<unknown>(playgroundApiPaths.prompt(organizationId, agentId, promptId), { signal })),
        { signal },
      );
    },
    onSettled: () => setUploadProgress(undefined),
    meta: { toastErrors: false },
  });
  return { ...mutation, uploadProgress };
}
