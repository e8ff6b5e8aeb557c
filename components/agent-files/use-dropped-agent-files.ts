"use client";

import { useState } from "react";

import { planDroppedFiles, resolveClash, type ClashChoice, type NameClash } from "@/lib/console/files/duplicate-names";
import { isAgentFileUploadActive, type AgentFileUpload } from "@/lib/queries/agent-files/agent-file-uploads";
import type { AgentFileUploadOptions } from "@/lib/queries/agent-files/use-agent-file-uploads";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

export type PendingClash = NameClash<File, AgentFileView> & { autoAddToVectorStore: boolean };

type Options = {
  /** The agent's files as last listed. */
  files: readonly AgentFileView[];
  uploads: readonly AgentFileUpload[];
  upload: (file: File, autoAddToVectorStore: boolean, options?: AgentFileUploadOptions) => Promise<void>;
};

/**
 * Dropped files: those with a new name upload at once; each one whose name an agent's file has waits
 * for the user's choice (replace, keep both, cancel), one after another.
 */
export function useDroppedAgentFiles({ files, uploads, upload }: Options) {
  const [clashes, setClashes] = useState<PendingClash[]>([]);

  function drop(dropped: File[], autoAddToVectorStore: boolean) {
    const plan = planDroppedFiles(dropped, files);
    plan.uploads.forEach(({ file, fileName }) => void upload(file, autoAddToVectorStore, { fileName }));
    if (plan.clashes.length > 0) setClashes((waiting) => [...waiting, ...plan.clashes.map((clash) => ({ ...clash, autoAddToVectorStore }))]);
  }

  function choose(choice: ClashChoice) {
    const [clash, ...rest] = clashes;
    if (!clash) return;
    const taken = [...files.map((file) => file.fileName), ...uploads.filter(isAgentFileUploadActive).map((active) => active.fileName)];
    const resolved = resolveClash(clash, choice, taken);
    if (resolved) void upload(clash.dropped, clash.autoAddToVectorStore, resolved);
    setClashes(rest);
  }

  return { clash: clashes[0], waitingAfter: Math.max(0, clashes.length - 1), drop, choose };
}
