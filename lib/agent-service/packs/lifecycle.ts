import "server-only";
import { eq, inArray } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcBlobs, svcPackDocuments, svcPacks } from "@/lib/db/schema";

import { notFound } from "../errors";
import { addDocumentsToAgents, linkedAgentIds, packDocumentIds, readyDocumentPassages, removeDocumentsFromAgents } from "./knowledge";
import { refuseTakenPackName } from "./pack-names";
import { lockPack } from "./pack-records";
import type { PackRow } from "./present";

export type PackChanges = Partial<Pick<PackRow, "name" | "description" | "instructions" | "status">>;

/**
 * Changes the pack's fields; a name another pack of the organization has is refused. A change of status adds its ready documents to, or removes all its
 * documents from, the knowledge of every linked agent, in the same transaction.
 */
export async function updatePack(db: Database, packId: string, changes: PackChanges): Promise<PackRow> {
  return db.transaction(async (tx) => {
    const pack = await lockPack(tx, packId);
    if (!pack) throw notFound("Pack", packId);
    if (changes.name !== undefined) await refuseTakenPackName(tx, pack.organizationId, changes.name, pack.id);
    const [updated] = await tx
      .update(svcPacks)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(svcPacks.id, packId))
      .returning();
    if (updated!.status !== pack.status) {
      const agentIds = await linkedAgentIds(tx, packId);
      if (updated!.status === "active") await addDocumentsToAgents(tx, agentIds, await readyDocumentPassages(tx, packId));
      else await removeDocumentsFromAgents(tx, agentIds, await packDocumentIds(tx, packId));
    }
    return updated!;
  });
}

/** Deletes the pack with its documents and their uploads, and takes them out of every linked agent's knowledge. */
export async function deletePack(db: Database, packId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pack = await lockPack(tx, packId);
    if (!pack) throw notFound("Pack", packId);
    const documents = await tx
      .select({ id: svcPackDocuments.id, blobId: svcPackDocuments.blobId })
      .from(svcPackDocuments)
      .where(eq(svcPackDocuments.packId, packId));
    await removeDocumentsFromAgents(
      tx,
      await linkedAgentIds(tx, packId),
      documents.map((document) => document.id),
    );
    if (documents.length > 0)
      await tx.delete(svcBlobs).where(
        inArray(
          svcBlobs.id,
          documents.map((document) => document.blobId),
        ),
      );
    await tx.delete(svcPacks).where(eq(svcPacks.id, packId));
  });
}
