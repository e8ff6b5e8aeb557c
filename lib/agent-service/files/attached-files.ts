import "server-only";
import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcBlobs, type StoredMessageFile } from "@/lib/db/schema";

import { badRequest, type FieldProblem } from "../errors";

export type AttachedFilesRequest = {
  agentId: string;
  /** For message files: the conversation the upload URL was issued for. */
  conversationId?: string;
  purpose: "message" | "prompt";
  files: readonly { fileName: string; storagePath: string }[];
};

/**
 * The uploaded files a message or prompt refers to, as stored with it. Each storage path must have
 * been issued to this agent (and conversation) for this purpose, and its bytes must have arrived;
 * otherwise 400 naming the file.
 */
export async function resolveAttachedFiles(db: Database, request: AttachedFilesRequest): Promise<StoredMessageFile[]> {
  if (request.files.length === 0) return [];
  const blobs = await db
    .select()
    .from(svcBlobs)
    .where(
      and(
        inArray(svcBlobs.storagePath, [...new Set(request.files.map((file) => file.storagePath))]),
        eq(svcBlobs.agentId, request.agentId),
        eq(svcBlobs.purpose, request.purpose),
      ),
    );
  const byPath = new Map(blobs.map((blob) => [blob.storagePath, blob]));

  const problems: FieldProblem[] = [];
  const stored: StoredMessageFile[] = [];
  request.files.forEach((file, index) => {
    const blob = byPath.get(file.storagePath);
    const isOwn = blob !== undefined && (request.conversationId === undefined || blob.conversationId === request.conversationId);
    if (!blob || !isOwn) problems.push({ field: `files.${index}.storagePath`, message: "no upload URL was issued for this storage path" });
    else if (!blob.uploadedAt) problems.push({ field: `files.${index}.storagePath`, message: "the file has not been uploaded yet" });
    else stored.push({ id: blob.id, fileName: file.fileName, storagePath: blob.storagePath, size: blob.size, createdAt: blob.uploadedAt.toISOString() });
  });
  if (problems.length > 0) throw badRequest("One or more files were not uploaded through an upload URL.", problems);
  return stored;
}
