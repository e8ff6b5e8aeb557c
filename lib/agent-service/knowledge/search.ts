import "server-only";
import { eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcKnowledgeChunks } from "@/lib/db/schema";

import { knowledgeVersionOf } from "../agent-counters";
import { createPassageIndex, searchPassageIndex, type Passage, type PassageIndex, type PassageMatch } from "./passage-index";

export type KnowledgeMatch = PassageMatch;

type CachedIndex = { version: number; index: PassageIndex };

/** Indexes kept in memory, most recently used last; beyond this many agents the oldest is dropped. */
const maxCachedAgents = 200;

const holder = globalThis as typeof globalThis & { __switchboardKnowledgeIndexes?: Map<string, CachedIndex> };
const cache = (holder.__switchboardKnowledgeIndexes ??= new Map());

async function buildIndex(db: DatabaseExecutor, agentId: string): Promise<PassageIndex> {
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
  return createPassageIndex(passages);
}

/**
 * The agent's passage index: kept in memory while the agent's knowledge version (which every change to its
 * passages moves, whichever instance made it) stays the same, else built again.
 */
async function indexFor(db: DatabaseExecutor, agentId: string): Promise<PassageIndex | undefined> {
  const version = await knowledgeVersionOf(db, agentId);
  if (version === 0) {
    cache.delete(agentId);
    return undefined;
  }
  let cached = cache.get(agentId);
  if (cached?.version !== version) cached = { version, index: await buildIndex(db, agentId) };
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
