import "server-only";
import { eq, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcKnowledgeChunks } from "@/lib/db/schema";

import { createPassageIndex, searchPassageIndex, type Passage, type PassageIndex, type PassageMatch } from "./passage-index";

export type KnowledgeMatch = PassageMatch;

type CachedIndex = { version: string; index: PassageIndex };

/** Indexes kept in memory, most recently used last; beyond this many agents the oldest is dropped. */
const maxCachedAgents = 200;

const holder = globalThis as typeof globalThis & { __switchboardKnowledgeIndexes?: Map<string, CachedIndex> };
const cache = (holder.__switchboardKnowledgeIndexes ??= new Map());

const versionOf = (count: number, maxId: number | string | null) => `${count}:${maxId ?? 0}`;

/**
 * What identifies the agent's current passages: their number and highest id. Passages are only ever
 * inserted (with growing ids) or deleted, so any change moves one or the other, whichever instance
 * made it.
 */
async function storedVersion(db: DatabaseExecutor, agentId: string): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, maxId: sql<string | null>`max(${svcKnowledgeChunks.id})::text` })
    .from(svcKnowledgeChunks)
    .where(eq(svcKnowledgeChunks.agentId, agentId));
  return versionOf(Number(row?.count ?? 0), row?.maxId ?? null);
}

async function buildIndex(db: DatabaseExecutor, agentId: string): Promise<CachedIndex> {
  const passages: Passage[] = await db
    .select({
      id: svcKnowledgeChunks.id,
      sourceType: svcKnowledgeChunks.sourceType,
      sourceId: svcKnowledgeChunks.sourceId,
      sourceName: svcKnowledgeChunks.sourceName,
      position: svcKnowledgeChunks.position,
      text: svcKnowledgeChunks.text,
    })
    .from(svcKnowledgeChunks)
    .where(eq(svcKnowledgeChunks.agentId, agentId));
  const maxId = passages.reduce((max, passage) => Math.max(max, passage.id), 0);
  return { version: versionOf(passages.length, passages.length > 0 ? maxId : null), index: createPassageIndex(passages) };
}

async function indexFor(db: DatabaseExecutor, agentId: string): Promise<PassageIndex | undefined> {
  const version = await storedVersion(db, agentId);
  if (version === versionOf(0, null)) {
    cache.delete(agentId);
    return undefined;
  }
  let cached = cache.get(agentId);
  if (cached?.version !== version) cached = await buildIndex(db, agentId);
  cache.delete(agentId);
  cache.set(agentId, cached);
  if (cache.size > maxCachedAgents) cache.delete(cache.keys().next().value!);
  return cached.index;
}

/**
 * The agent's passages that answer `query`, best first (see `searchPassageIndex` for what counts as
 * answering). The agent's index is built on first use and rebuilt when its passages change.
 */
export async function searchKnowledge(db: DatabaseExecutor, agentId: string, query: string, limit = 5): Promise<KnowledgeMatch[]> {
  const index = await indexFor(db, agentId);
  return index ? searchPassageIndex(index, query, limit) : [];
}
