import { createLiveChatImageUploadUrl } from "@/lib/console/contract/live-chat";

import { callConsole } from "../call-console";
import { signedUrlErrorOf, uploadWithProgress } from "../upload-with-progress";
import { checkLiveChatImageFile } from "./live-chat-image-file";

export type UploadLiveChatAvatarOptions = {
  organizationId: string;
  agentId: string;
  file: File;
  onProgress: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads an avatar the signed-URL way: the console signs an upload URL, the browser PUTs the bytes
 * there itself. Resolves with the storage path the configuration names as its avatar; rejects with an
 * Error saying what went wrong.
 */
export async function uploadLiveChatAvatar({ organizationId, agentId, file, onProgress, signal }: UploadLiveChatAvatarOptions): Promise<string> {
  const check = checkLiveChatImageFile(file);
  if (!check.isAccepted) throw new Error(check.reason);
  const ticket = await callConsole(createLiveChatImageUploadUrl, {
    params: { organizationId, agentId },
    body: { fileName: file.name, contentType: check.contentType },
    signal,
  });
  await uploadWithProgress({ method: "PUT", url: ticket.signedUrl, body: file, contentType: check.contentType, onProgress, errorOf: signedUrlErrorOf, signal });
  return ticket.storagePath;
}
