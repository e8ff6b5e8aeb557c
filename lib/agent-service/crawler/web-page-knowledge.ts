import "server-only";
import { and, eq, like, notInArray } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { svcKnowledgeChunks } from "@/lib/db/schema";

import { chunkText, type TextFormat } from "../knowledge/chunk";
import { replaceSourceChunks } from "../knowledge/index-store";

/** A crawled page's id in the agent's knowledge: the same for the same configuration and URL, so a re-crawl replaces it. */
export function webPageSourceId(configId: string, url: string): string {
  return `${configId}:${url}`;
}

/** The page's URL in its id in the agent's knowledge (an id without a configuration is the URL itself). */
export function webPageUrlOf(sourceId: string): string {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:(.+)$/i.exec(sourceId)?.[1] ?? sourceId;
}

const configPrefix = (configId: string) => `${configId}:%`;

export type WebPage = { agentId: string; configId: string; url: string; title: string | undefined; text: string; format: TextFormat };

/** Replaces the page's passages in the agent's knowledge; answers how many there are now (0: the page has no text). */
export async function indexWebPage(db: Database, page: WebPage): Promise<number> {
  const passages = chunkText(page.text, { format: page.format });
  if (passages.length === 0) return 0;
  const source = {
    agentId: page.agentId,
    sourceType: "web_page" as const,
    sourceId: webPageSourceId(page.configId, page.url),
    sourceName: page.title || page.url,
  };
  return replaceSourceChunks(db, source, passages);
}

/** Removes the pages of one configuration from the agent's knowledge, except those of `keepUrls`. */
export async function removeConfigKnowledge(db: DatabaseExecutor, agentId: string, configId: string, keepUrls: readonly string[] = []): Promise<void> {
  const keep = keepUrls.map((url) => webPageSourceId(configId, url));
  await db
    .delete(svcKnowledgeChunks)
    .where(
      and(
        eq(svcKnowledgeChunks.agentId, agentId),
        eq(svcKnowledgeChunks.sourceType, "web_page"),
        like(svcKnowledgeChunks.sourceId, configPrefix(configId)),
        ...(keep.length > 0 ? [notInArray(svcKnowledgeChunks.sourceId, keep)] : []),
      ),
    );
}
