import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcBlobs, svcPackDocuments, svcPacks } from "@/lib/db/schema";

import { badRequest, notFound } from "../errors";
import { addDocumentsToAgents, linkedAgentIds, removeDocumentsFromAgents } from "./knowledge";
import { lockPack } from "./pack-records";
import type { PackDocumentSummary } from "./present";
import type { PreparedPackDocument } from "./uploaded-document";

/**
 * Attaches a prepared document to the pack as `ready`; while the pack is active, its passages join the
 * knowledge of every linked agent in the same transaction. An upload is attached once: a second
 * attachment of it, to any pack, is a 400.
 */
export async function attachPackDocument(db: Database, packId: string, document: PreparedPackDocument): Promise<PackDocumentSummary> {
  return db.transaction(async (tx) => {
    const pack = await lockPack(tx, packId);
    if (!pack) throw notFound("Pack", packId);
    await tx.select({ id: svcBlobs.id }).from(svcBlobs).where(eq(svcBlobs.id, document.blobId)).for("update");
    const [attached] = await tx.select({ id: svcPackDocuments.id }).from(svcPackDocuments).where(eq(svcPackDocuments.blobId, document.blobId));
    if (attached) {
      throw badRequest("This upload is already attached to a pack: request a new upload URL.", [{ field: "storagePath", message: "already attached" }]);
    }

    const [row] = await tx
      .insert(svcPackDocuments)
      .values({ packId, status: "ready", error: null, ...document })
      .returning();
    const { passages, ...created } = row!;
    await tx.update(svcPacks).set({ updatedAt: new Date() }).where(eq(svcPacks.id, packId));
    if (pack.status === "active") await addDocumentsToAgents(tx, await linkedAgentIds(tx, packId), [row!]);
    return { ...created, passageCount: passages?.length ?? null };
  });
}

/** Deletes the document with its upload, and takes it out of the knowledge of every linked agent. */
export async function removePackDocument(db: Database, packId: string, documentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pack = await lockPack(tx, packId);
    if (!pack) throw notFound("Pack", packId);
    const [document] = await tx
      .select({ blobId: svcPackDocuments.blobId })
      .from(svcPackDocuments)
      .where(and(eq(svcPackDocuments.id, documentId), eq(svcPackDocuments.packId, packId)));
    if (!document) throw notFound("Pack document", documentId);
    await removeDocumentsFromAgents(tx, await linkedAgentIds(tx, packId), [documentId]);
    await tx.delete(svcBlobs).where(eq(svcBlobs.id, document.blobId));
    await tx.update(svcPacks).set({ updatedAt: new Date() }).where(eq(svcPacks.id, packId));
  });
}
