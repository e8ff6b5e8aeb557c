import { uploadAgentFile as uploadAgentFileRoute } from "@/lib/console/contract/agent-files";
import { consoleHref } from "@/lib/console/contract/href";
import { agentFileView, checkAgentFile, type AgentFileView } from "@/lib/schemas/console/agent-files";

import { uploadWithProgress } from "../upload-with-progress";

export type UploadAgentFileOptions = {
  organizationId: string;
  agentId: string;
  file: File;
  /** Start indexing as soon as the file is stored. */
  autoAddToVectorStore: boolean;
  onProgress: (share: number) => void;
  /** Called once the bytes are at the console, while it hands them to the API. */
  onSent: () => void;
  signal?: AbortSignal;
};

/**
 * Sends one file to the console, which forwards it with the agent's key (the browser never holds it).
 * A file of the wrong type or size is refused here, before any byte is sent.
 */
export async function uploadAgentFile({
  organizationId,
  agentId,
  file,
  autoAddToVectorStore,
  onProgress,
  onSent,
  signal,
}: UploadAgentFileOptions): Promise<AgentFileView> {
  const check = checkAgentFile(file);
  if (!check.isAccepted) throw new Error(check.reason);
  const form = new FormData();
  form.append("file", new File([file], file.name, { type: check.contentType }));
  form.append("autoAddToVectorStore", String(autoAddToVectorStore));
  return agentFileView.parse(
    await uploadWithProgress({ method: "POST", url: consoleHref(uploadAgentFileRoute, { organizationId, agentId }), body: form, onProgress, onSent, signal }),
  );
}
