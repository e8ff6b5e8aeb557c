import { packDocument, packDocumentUploadTicket, type PackDocument } from "@/lib/schemas/console/packs";

import { consoleFetch } from "../console-fetch";
import { signedUrlErrorOf, uploadWithProgress } from "../upload-with-progress";
import { checkPackDocumentFile } from "./pack-document-file";
import { packApiPaths } from "./paths";

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
  const ticket = packDocumentUploadTicket.parse(
    await consoleFetch<unknown>(packApiPaths.uploadUrl(organizationId), { method: "POST", json: { fileName: file.name, contentType: check.contentType }, signal }),
  );
  await uploadWithProgress({ method: "PUT", url: ticket.signedUrl, body: file, contentType: check.contentType, onProgress, errorOf: signedUrlErrorOf, signal });
  onSent();
  return packDocument.parse(
    await consoleFetch<unknown>(packApiPaths.documents(organizationId, packId), {
      method: "POST",
      json: { fileName: file.name, storagePath: ticket.storagePath },
      signal,
    }),
  );
}
