import { attachPackDocument, createPackDocumentUploadUrl } from "@/lib/console/contract/packs";
import type { PackDocument } from "@/lib/schemas/console/packs";

import { callConsole } from "../call-console";
import { signedUrlErrorOf, uploadWithProgress } from "../upload-with-progress";
import { checkPackDocumentFile } from "./pack-document-file";

export type UploadPackDocumentOptions = {
  organizationId: string;
  packId: string;
  file: File;
  onProgress: (share: number) => void;
  /** Called once the bytes are at the signed URL, before the pack takes them in. */
  onSent: () => void;
  signal?: AbortSignal;
};

/**
 * Adds one file to a pack the signed-URL way: the console signs an upload URL, the browser PUTs the
 * bytes there itself (the console never carries them), and the console attaches the upload to the pack.
 * Rejects with an Error saying what went wrong at whichever step.
 */
export async function uploadPackDocument({ organizationId, packId, file, onProgress, onSent, signal }: UploadPackDocumentOptions): Promise<PackDocument> {
  const check = checkPackDocumentFile(file);
  if (!check.isAccepted) throw new Error(check.reason);
  const ticket = await callConsole(createPackDocumentUploadUrl, {
    params: { organizationId },
    body: { fileName: file.name, contentType: check.contentType },
    signal,
  });
  await uploadWithProgress({ method: "PUT", url: ticket.signedUrl, body: file, contentType: check.contentType, onProgress, errorOf: signedUrlErrorOf, signal });
  onSent();
  return callConsole(attachPackDocument, { params: { organizationId, packId }, body: { fileName: file.name, storagePath: ticket.storagePath }, signal });
}
