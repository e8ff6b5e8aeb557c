import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { svcPackDocuments, svcPackLinks } from "@/lib/db/schema";

import { removeSourceChunks, replaceSourceChunks } from "../knowledge/index-store";

/**
 * Pack documents in agents' knowledge: each ready document's passages are stored for each agent the
 * pack is linked to, as `pack_document` chunks named by the document's id and file name. Callers run
 * these in the transaction that changes the pack's rows.
 */

export type PackDocumentPassages = { id: string; fileName: string; passages: readonly string[] | null };

export async function linkedAgentIds(db: DatabaseExecutor, packId: string): Promise<string[]> {
  const links = await db.select({ agentId: svcPackLinks.agentId }).from(svcPackLinks).where(eq(svcPackLinks.packId, packId));
  return links.map((link) => link.agentId);
}

export async function packDocumentIds(db: DatabaseExecutor, packId: string): Promise<string[]> {
  const documents = await db.select({ id: svcPackDocuments.id }).from(svcPackDocuments).where(eq(svcPackDocuments.packId, packId));
  return documents.map((document) => document.id);
}

/** The documents of the pack that agents answer from, with their passages. */
export async function readyDocumentPassages(db: DatabaseExecutor, packId: string): Promise<PackDocumentPassages[]> {
  return db
    .select({ id: svcPackDocuments.id, fileName: svcPackDocuments.fileName, passages: svcPackDocuments.passages })
    .from(svcPackDocuments)
    .where(and(eq(svcPackDocuments.packId, packId), eq(svcPackDocuments.status, "ready"), isNotNull(svcPackDocuments.passages)));
}

/** Puts the documents' passages into each agent's knowledge, replacing any the agent already had of them. */
export async function addDocumentsToAgents(db: Database, agentIds: readonly string[], documents: readonly PackDocumentPassages[]): Promise<void> {
  for (const agentId of agentIds) {
    for (const document of documents) {
      const source = { agentId, sourceType: "pack_document" as const, sourceId: document.id, sourceName: document.fileName };
      await replaceSourceChunks(db, source, document.passages ?? []);
    }
  }
}

export async function removeDocumentsFromAgents(db: DatabaseExecutor, agentIds: readonly string[], documentIds: readonly string[]): Promise<void> {
  for (const agentId of agentIds) await removeSourceChunks(db, agentId, "pack_document", documentIds);
}
