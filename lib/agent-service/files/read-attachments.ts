import "server-only";
import { eq, inArray, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcBlobs } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { maxAttachmentBytes, readAttachmentContent, type AttachmentContent, type AttachmentFile } from "./attachment-content";
import type { Checked } from "../knowledge/extract-text";
import type { AttachedImage, AttachedText } from "../responder/types";

/** An uploaded file's bytes never change (a storage path takes one upload), so what was read from it can be kept. */
const cache = new Map<string, Checked<AttachmentContent>>();
const cacheEntries = 32;
const cachedTextChars = 100_000;

/** What was read from an uploaded file before, marked as the most recently used; undefined when nothing is kept. */
function cachedAttachment(blobId: string): Checked<AttachmentContent> | undefined {
  const cached = cache.get(blobId);
  if (cached) {
    cache.delete(blobId);
    cache.set(blobId, cached);
  }
  return cached;
}

/** What the agent can take from an uploaded file, read once and then kept (the most recently used few). */
export async function readStoredAttachment(blobId: string, file: AttachmentFile): Promise<Checked<AttachmentContent>> {
  const cached = cachedAttachment(blobId);
  if (cached) return cached;
  const content = await readAttachmentContent(file);
  const isSmall = !content.ok || content.value.kind === "image" || content.value.text.length <= cachedTextChars;
  if (isSmall) {
    cache.set(blobId, content);
    if (cache.size > cacheEntries) cache.delete(cache.keys().next().value!);
  }
  return content;
}

export type ReplyAttachments = { attachments: AttachedText[]; images: AttachedImage[] };

/** The bytes of one stored file, read only when it is needed and small enough to be read at all. */
async function storedBytes(db: DatabaseExecutor, blobId: string) {
  const [row] = await db.select({ bytes: svcBlobs.bytes }).from(svcBlobs).where(eq(svcBlobs.id, blobId));
  return row?.bytes ?? undefined;
}

/**
 * The files a reply may draw on: the question's own (their text, and their images with bytes for a model
 * that reads them) first, then those of earlier messages (text only). A file that cannot be read is
 * left out: a question's own files were checked when it was sent. Files are read one at a time, a file
 * over the attachment limit never, and one already read not again, so a reply holds at most one file's
 * bytes besides its own images.
 */
export async function readReplyAttachments(
  db: DatabaseExecutor,
  files: { own: readonly { id: string; fileName: string }[]; earlier?: readonly { id: string; fileName: string }[] },
): Promise<ReplyAttachments> {
  const earlier = (files.earlier ?? []).filter((file) => !files.own.some((own) => own.id === file.id));
  const wanted = [...files.own.map((file) => ({ ...file, isEarlier: false })), ...earlier.map((file) => ({ ...file, isEarlier: true }))].filter((file) =>
    isUuid(file.id),
  );
  if (wanted.length === 0) return { attachments: [], images: [] };
  const blobs = await db
    .select({
      id: svcBlobs.id,
      fileName: svcBlobs.fileName,
      contentType: svcBlobs.contentType,
      size: sql<number | null>`coalesce(${svcBlobs.size}, octet_length(${svcBlobs.bytes}))`,
    })
    .from(svcBlobs)
    .where(
      inArray(
        svcBlobs.id,
        wanted.map((file) => file.id),
      ),
    );
  const byId = new Map(blobs.map((blob) => [blob.id, blob]));

  const result: ReplyAttachments = { attachments: [], images: [] };
  for (const file of wanted) {
    const blob = byId.get(file.id);
    if (!blob || blob.size === null || Number(blob.size) > maxAttachmentBytes) continue;
    const cached = cachedAttachment(file.id);
    const needsBytes = !cached || (cached.ok && cached.value.kind === "image" && !file.isEarlier);
    const bytes = needsBytes ? await storedBytes(db, file.id) : undefined;
    if (needsBytes && !bytes) continue;
    const content = cached ?? (await readStoredAttachment(file.id, { fileName: blob.fileName, contentType: blob.contentType, bytes: bytes! }));
    if (!content.ok) continue;
    if (content.value.kind === "text") {
      result.attachments.push({ id: file.id, fileName: file.fileName, text: content.value.text, format: content.value.format, isEarlier: file.isEarlier });
    } else if (!file.isEarlier && bytes) {
      result.images.push({ id: file.id, fileName: file.fileName, contentType: content.value.contentType, bytes });
    }
  }
  return result;
}
