import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcPackLinks } from "@/lib/db/schema";

import { notFound } from "../errors";
import { addDocumentsToAgents, packDocumentIds, readyDocumentPassages, removeDocumentsFromAgents } from "./knowledge";
import { lockPack } from "./pack-records";

/**
 * Links the pack to the agent: while the pack is active, its ready documents join the agent's
 * knowledge in the same transaction. Linking again changes nothing.
 */
export async function linkPackToAgent(db: Database, packId: string, agentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pack = await lockPack(tx, packId);
    if (!pack) throw notFound("Pack", packId);
    const created = await tx.insert(svcPackLinks).values({ packId, agentId }).onConflictDoNothing().returning();
    if (created.length > 0 && pack.status === "active") {
      await addDocumentsToAgents(tx, [agentId], await readyDocumentPassages(tx, packId));
    }
  });
}

/** Unlinks the pack from the agent and takes its documents out of the agent's knowledge. */
export async function unlinkPackFromAgent(db: Database, packId: string, agentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pack = await lockPack(tx, packId);
    if (!pack) throw notFound("Pack", packId);
    const removed = await tx
      .delete(svcPackLinks)
      .where(and(eq(svcPackLinks.packId, packId), eq(svcPackLinks.agentId, agentId)))
      .returning();
    if (removed.length === 0) return;
    await removeDocumentsFromAgents(tx, [agentId], await packDocumentIds(tx, packId));
  });
}
