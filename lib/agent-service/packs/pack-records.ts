import "server-only";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcAgents, svcPackDocuments, svcPackLinks, svcPacks } from "@/lib/db/schema";

import { notFound } from "../errors";
import { requireUuid } from "../records";
import { presentPack, type PackAgent, type PackDocumentSummary, type PackRow } from "./present";

const { passages: _passages, ...summaryColumns } = getTableColumns(svcPackDocuments);
const documentSummary = {
  ...summaryColumns,
  passageCount: sql<number | null>`jsonb_array_length(${svcPackDocuments.passages})`.mapWith(Number),
};

/** A pack of the organization, or 404 (another organization's pack is not found either). */
export async function findOrganizationPack(db: DatabaseExecutor, organizationId: string, packId: string): Promise<PackRow> {
  const [pack] = await db
    .select()
    .from(svcPacks)
    .where(and(eq(svcPacks.id, requireUuid(packId, "Pack")), eq(svcPacks.organizationId, organizationId)));
  if (!pack) throw notFound("Pack", packId);
  return pack;
}

/** A document of the pack, or 404. */
export async function findPackDocument(db: DatabaseExecutor, packId: string, documentId: string): Promise<PackDocumentSummary> {
  const [document] = await db
    .select(documentSummary)
    .from(svcPackDocuments)
    .where(and(eq(svcPackDocuments.id, requireUuid(documentId, "Pack document")), eq(svcPackDocuments.packId, packId)));
  if (!document) throw notFound("Pack document", documentId);
  return document;
}

/**
 * Locks the pack's row for the rest of the transaction, so changes to its documents, links and
 * status happen one after another. Undefined when the pack was deleted meanwhile.
 */
export async function lockPack(tx: DatabaseExecutor, packId: string): Promise<PackRow | undefined> {
  const [pack] = await tx.select().from(svcPacks).where(eq(svcPacks.id, packId)).for("update");
  return pack;
}

/** The packs as the API shows them, each with its documents and linked agents, in the given order. */
export async function packViews(db: DatabaseExecutor, packs: readonly PackRow[]) {
  if (packs.length === 0) return [];
  const packIds = packs.map((pack) => pack.id);
  const [documents, links] = await Promise.all([
    db.select(documentSummary).from(svcPackDocuments).where(inArray(svcPackDocuments.packId, packIds)),
    db
      .select({ packId: svcPackLinks.packId, id: svcAgents.id, name: svcAgents.name })
      .from(svcPackLinks)
      .innerJoin(svcAgents, eq(svcAgents.id, svcPackLinks.agentId))
      .where(inArray(svcPackLinks.packId, packIds)),
  ]);
  const documentsOf = groupBy<PackDocumentSummary>(documents, (document) => document.packId);
  const agentsOf = groupBy<PackAgent & { packId: string }>(links, (link) => link.packId);
  return packs.map((pack) => presentPack(pack, documentsOf.get(pack.id) ?? [], agentsOf.get(pack.id) ?? []));
}

export async function packView(db: DatabaseExecutor, pack: PackRow) {
  const [view] = await packViews(db, [pack]);
  return view!;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
