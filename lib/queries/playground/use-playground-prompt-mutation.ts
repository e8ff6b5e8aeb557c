"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { getPlaygroundPromptResult, queuePlaygroundPrompt, runPlaygroundPrompt } from "@/lib/console/contract/playground";
import type { PlaygroundPromptResult } from "@/lib/schemas/console/playground";

import { callConsole } from "../call-console";
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
      const params = { organizationId, agentId };
      const body = { prompt, files };
      if (mode === "sync") return callConsole(runPlaygroundPrompt, { params, body, signal });
      const { promptId } = await callConsole(queuePlaygroundPrompt, { params, body, signal });
      return pollUntilSettled(async () => callConsole(getPlaygroundPromptResult, { params: { ...params, promptId }, signal }), { signal });
    },
    onSettled: () => setUploadProgress(undefined),
    meta: { toastErrors: false },
  });
  return { ...mutation, uploadProgress };
}
