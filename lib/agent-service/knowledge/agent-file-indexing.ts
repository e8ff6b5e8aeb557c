import "server-only";
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgentFiles, svcBlobs } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

import { chunkText } from "./chunk";
import { extractAgentFileText } from "./extract-text";
import { removeSourceChunks, replaceSourceChunks } from "./index-store";
import { enqueueJob } from "../jobs/queue";
import { registerJobHandler } from "../jobs/worker";

export const indexAgentFileJobKind = "index-agent-file";

export type IndexingOutcome =
  | { status: "done"; chunkCount: number }
  /** The content cannot be indexed; final, recorded on the file as `vectorError`. */
  | { status: "failed"; reason: string }
  /** The file was deleted meanwhile. */
  | { status: "missing" };

const newVectorStoreFileId = () => `file-${randomBytes(12).toString("hex")}`;

async function recordFailure(db: Database, file: typeof svcAgentFiles.$inferSelect, reason: string): Promise<IndexingOutcome> {
  await db.transaction(async (tx) => {
    await removeSourceChunks(tx, file.agentId, "agent_file", [file.id]);
    await tx
      .update(svcAgentFiles)
      .set({ vectorStatus: "failed", vectorError: reason, chunkCount: null, uploadedToVectorStoreAt: null })
      .where(eq(svcAgentFiles.id, file.id));
  });
  return { status: "failed", reason };
}

/**
 * Indexes an agent file for retrieval: its text, cut into passages, replaces whatever the file had in
 * the agent's knowledge, and the file becomes `done` with its passage count. Content that cannot be
 * indexed makes the file `failed` with the reason, and is not thrown: trying again cannot help. Database
 * failures are thrown, so a job retries. Running it twice gives the same result.
 */
export async function indexAgentFile(db: Database, fileId: string): Promise<IndexingOutcome> {
  const [found] = await db
    .select({ file: svcAgentFiles, bytes: svcBlobs.bytes })
    .from(svcAgentFiles)
    .innerJoin(svcBlobs, eq(svcBlobs.id, svcAgentFiles.blobId))
    .where(eq(svcAgentFiles.id, fileId));
  if (!found) return { status: "missing" };
  const { file, bytes } = found;
  if (!bytes) return recordFailure(db, file, "The file's content is missing.");

  const extracted = await extractAgentFileText(new Uint8Array(bytes), file.contentType, file.fileName);
  if (!extracted.ok) return recordFailure(db, file, extracted.reason);
  const passages = chunkText(extracted.value.text, { format: extracted.value.format });
  if (passages.length === 0) return recordFailure(db, file, "The file contains no text.");

  return db.transaction(async (tx): Promise<IndexingOutcome> => {
    const [current] = await tx.select().from(svcAgentFiles).where(eq(svcAgentFiles.id, fileId)).for("update");
    if (!current) return { status: "missing" };
    const source = { agentId: current.agentId, sourceType: "agent_file" as const, sourceId: current.id, sourceName: current.fileName };
    const chunkCount = await replaceSourceChunks(tx, source, passages);
    await tx
      .update(svcAgentFiles)
      .set({
        vectorStatus: "done",
        vectorError: null,
        chunkCount,
        uploadedToVectorStoreAt: new Date(),
        vectorStoreFileId: current.vectorStoreFileId ?? newVectorStoreFileId(),
      })
      .where(eq(svcAgentFiles.id, fileId));
    return { status: "done", chunkCount };
  });
}

/**
 * Marks the file `processing` and queues its indexing (at `runAt`, else now). Call it in the transaction
 * that creates or changes the file, so the two are saved together, and `wakeJobWorker()` once that is committed.
 */
export async function enqueueAgentFileIndexing(db: Database, fileId: string, options: { runAt?: Date } = {}): Promise<void> {
  await db.update(svcAgentFiles).set({ vectorStatus: "processing", vectorError: null }).where(eq(svcAgentFiles.id, fileId));
  await enqueueJob(db, { kind: indexAgentFileJobKind, subjectId: fileId, runAt: options.runAt });
}

/**
 * Indexes the file in the caller's own request. The file is marked `processing` together with a job due a
 * lease later: should this process die before the indexing ends, the job finishes it, so the file is never
 * left `processing` for good; when the indexing ends here first, the job finds the file no longer waiting.
 */
export async function indexAgentFileNow(db: Database, fileId: string): Promise<IndexingOutcome> {
  const takeOverAt = new Date(Date.now() + serverEnv().AGENT_SERVICE_JOB_LEASE_SECONDS * 1000);
  await db.transaction((tx) => enqueueAgentFileIndexing(tx, fileId, { runAt: takeOverAt }));
  return indexAgentFile(db, fileId);
}

/**
 * The job indexes the file only while it is still waiting (`processing`): a file removed from the
 * vector store, or indexed synchronously meanwhile, is left as it is.
 */
registerJobHandler(indexAgentFileJobKind, async (db, job) => {
  const [file] = await db.select({ vectorStatus: svcAgentFiles.vectorStatus }).from(svcAgentFiles).where(eq(svcAgentFiles.id, job.subjectId));
  if (file?.vectorStatus !== "processing") return;
  await indexAgentFile(db, job.subjectId);
});
