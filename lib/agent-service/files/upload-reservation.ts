import "server-only";

import type { Database } from "@/lib/db";
import { svcBlobs } from "@/lib/db/schema";

import { createUploadUrl } from "./signed-urls";

type ReservedBlob = Omit<typeof svcBlobs.$inferInsert, "id" | "size" | "bytes" | "uploadedAt" | "createdAt">;

/** Reserves the storage path for one upload (a blob row without its bytes yet) and signs a URL for it. */
export async function reserveUpload(db: Database, baseUrl: string, blob: ReservedBlob) {
  await db.insert(svcBlobs).values(blob);
  return { signedUrl: createUploadUrl(baseUrl, blob.storagePath, blob.contentType), storagePath: blob.storagePath };
}
