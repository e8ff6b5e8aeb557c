import "server-only";
import { and, eq, inArray } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { svcKnowledgeChunks } from "@/lib/db/schema";

import type { KnowledgeSourceType } from "./passage-index";

/** One document the agent answers from: an agent file, a pack document or a crawled page. */
export type KnowledgeSource = { agentId: string; sourceType: KnowledgeSourceType; sourceId: string; sourceName: string };

/** Rows per insert: well under PostgreSQL's limit of 65,535 parameters. */
const insertBatchSize = 1000;

/** Removes the passages of the given sources of one agent. */
export async function removeSourceChunks(db: DatabaseExecutor, agentId: string, sourceType: KnowledgeSourceType, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await db
    .delete(svcKnowledgeChunks)
    .where(and(eq(svcKnowledgeChunks.agentId, agentId), eq(svcKnowledgeChunks.sourceType, sourceType), inArray(svcKnowledgeChunks.sourceId, [...sourceIds])));
}

/**
 * Replaces a source's passages with new ones, in one transaction (a savepoint when `db` is already a
 * transaction): a search sees the old passages or the new ones, never a mix. Returns how many were stored.
 */
export async function replaceSourceChunks(db: Database, source: KnowledgeSource, passages: readonly string[]): Promise<number> {
  await db.transaction(async (tx) => {
    await removeSourceChunks(tx, source.agentId, source.sourceType, [source.sourceId]);
    for (let start = 0; start < passages.length; start += insertBatchSize) {
      await tx
        .insert(svcKnowledgeChunks)
        .values(passages.slice(start, start + insertBatchSize).map((text, offset) => ({ ...source, position: start + offset, text })));
    }
  });
  return passages.length;
}
