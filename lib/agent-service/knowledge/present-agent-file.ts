import "server-only";
import type { z } from "zod";

import type { svcAgentFiles } from "@/lib/db/schema";
import type { agentFileResponse } from "@/lib/schemas/agent-api/agent-files";

/** An agent file with the storage path of its bytes. */
export type StoredAgentFile = typeof svcAgentFiles.$inferSelect & { storagePath: string };

/**
 * An agent file as the API shows it. `url` is the storage path of its bytes
 * (`agent-files/<agentId>/<folder>/<fileName>`): the API has no route that serves an agent file.
 * `isUploadedToVectorStore` is true when indexed, null when indexing failed (as the real deployment
 * documents it), false otherwise. Fields the real deployment never sends as null are left out when empty.
 */
export function presentAgentFile(file: StoredAgentFile): z.input<typeof agentFileResponse> {
  return {
    id: file.id,
    fileName: file.fileName,
    url: file.storagePath,
    createdAt: file.createdAt.toISOString(),
    vectorStoreFileId: file.vectorStoreFileId ?? undefined,
    isUploadedToVectorStore: file.vectorStatus === "done" ? true : file.vectorStatus === "failed" ? null : false,
    vectorStoreUploadStatus: file.vectorStatus,
    uploadedToVectorStoreAt: file.uploadedToVectorStoreAt?.toISOString(),
    contentType: file.contentType,
    size: file.size,
    chunkCount: file.chunkCount,
    vectorStoreError: file.vectorError,
  };
}
