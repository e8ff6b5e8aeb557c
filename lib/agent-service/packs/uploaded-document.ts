import "server-only";
import { and, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcBlobs } from "@/lib/db/schema";
import { maxAgentFileBytes } from "@/lib/schemas/agent-api/agent-files";

import { badRequest } from "../errors";
import { chunkText } from "../knowledge/chunk";
import { extractAgentFileText } from "../knowledge/extract-text";

/** An uploaded document cut into passages, ready to be attached to a pack. */
export type PreparedPackDocument = { blobId: string; fileName: string; contentType: string; size: number; passages: string[] };

const storagePathProblem = (message: string, detail: string) => badRequest(message, [{ field: "storagePath", message: detail }]);

/**
 * Reads the document uploaded to `storagePath` and cuts its text into passages. The path must have
 * been issued to this organization by a pack document upload URL, and the bytes must have arrived, be
 * at most 10 MiB and hold text that can be indexed; otherwise 400 with the reason.
 */
export async function prepareUploadedDocument(
  db: DatabaseExecutor,
  organizationId: string,
  file: { fileName: string; storagePath: string },
): Promise<PreparedPackDocument> {
  const [blob] = await db
    .select({ id: svcBlobs.id, fileName: svcBlobs.fileName, contentType: svcBlobs.contentType, size: svcBlobs.size, uploadedAt: svcBlobs.uploadedAt })
    .from(svcBlobs)
    .where(and(eq(svcBlobs.storagePath, file.storagePath), eq(svcBlobs.organizationId, organizationId), eq(svcBlobs.purpose, "pack_document")));
  if (!blob) {
    throw storagePathProblem("The document was not uploaded through a pack document upload URL.", "no upload URL was issued for this storage path");
  }
  if (!blob.uploadedAt || blob.size === null) throw storagePathProblem("The document has not been uploaded yet.", "the file has not been uploaded yet");
  if (blob.size > maxAgentFileBytes) {
    throw storagePathProblem(`The document is larger than ${maxAgentFileBytes / 1024 / 1024} MiB.`, "too large");
  }
  const [stored] = await db.select({ bytes: svcBlobs.bytes }).from(svcBlobs).where(eq(svcBlobs.id, blob.id));
  const bytes = new Uint8Array(stored?.bytes ?? []);

  const fileName = file.fileName.trim() || blob.fileName;
  const extracted = await extractAgentFileText(bytes, blob.contentType, fileName);
  if (!extracted.ok) throw storagePathProblem(`The document cannot be indexed: ${extracted.reason}`, extracted.reason);
  const passages = chunkText(extracted.value.text, { format: extracted.value.format });
  if (passages.length === 0) throw storagePathProblem("The document cannot be indexed: it contains no text.", "no text");

  return { blobId: blob.id, fileName, contentType: blob.contentType, size: bytes.length, passages };
}
