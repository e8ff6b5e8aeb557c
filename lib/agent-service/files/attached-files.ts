import "server-only";
import { and, eq, inArray } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcBlobs, type StoredMessageFile } from "@/lib/db/schema";

import { badRequest, type FieldProblem } from "../errors";
import { unreadableMessage } from "./attachment-content";
import { readStoredAttachment } from "./read-attachments";

type BlobRow = typeof svcBlobs.$inferSelect;

export type AttachedFilesRequest = {
  agentId: string;
  /** For message files: the conversation the upload URL was issued for. */
  conversationId?: string;
  purpose: "message" | "prompt";
  files: readonly { fileName: string; storagePath: string }[];
  /** Whether the agent reads the files to answer (a user's message or a prompt; not a person's reply): then each must be readable. */
  isReadByAgent?: boolean;
};

/**
 * The uploaded files a message or prompt refers to, as stored with it. Each storage path must have
 * been issued to this agent (and conversation) for this purpose, its bytes must have arrived, and,
 * when the agent reads it, it must be a file the agent can read (see `readAttachmentContent`);
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
  if (request.isReadByAgent !== false) await refuseUnreadable(request.files, byPath);
  return stored;
}

/** 400 when an attached file is too large, of a type the agent cannot read, or holds no text: its field and message name it. */
async function refuseUnreadable(files: AttachedFilesRequest["files"], byPath: ReadonlyMap<string, BlobRow>) {
  const problems: FieldProblem[] = [];
  for (const [index, file] of files.entries()) {
    const blob = byPath.get(file.storagePath)!;
    const content = await readStoredAttachment(blob.id, { fileName: blob.fileName, contentType: blob.contentType, bytes: blob.bytes ?? new Uint8Array() });
    if (!content.ok) problems.push({ field: `files.${index}`, message: unreadableMessage(file.fileName, content.reason) });
  }
  if (problems.length === 0) return;
  const message = problems.length === 1 ? `The attached file ${problems[0]!.message}` : `${problems.length} attached files cannot be read.`;
  throw badRequest(message, problems);
}
