import { createPlaygroundUploadUrl } from "@/lib/console/contract/playground";
import type { PlaygroundPromptFile } from "@/lib/schemas/console/playground";

import { callConsole } from "../call-console";
import { signedUrlErrorOf, uploadWithProgress } from "../upload-with-progress";
import { promptFileContentType } from "./prompt-file";

export type UploadPromptFileOptions = {
  organizationId: string;
  agentId: string;
  file: File;
  onProgress: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one prompt file the signed-URL way: the console signs an upload URL, and the browser PUTs the
 * bytes there itself (the console never carries them). Resolves with what the prompt names the file by.
 */
export async function uploadPromptFile({ organizationId, agentId, file, onProgress, signal }: UploadPromptFileOptions): Promise<PlaygroundPromptFile> {
  const contentType = promptFileContentType(file);
  const ticket = await callConsole(createPlaygroundUploadUrl, { params: { organizationId, agentId }, body: { fileName: file.name, contentType }, signal });
  await uploadWithProgress({ method: "PUT", url: ticket.signedUrl, body: file, contentType, onProgress, errorOf: signedUrlErrorOf, signal });
  return { fileName: file.name, storagePath: ticket.storagePath };
}
