import type { z } from "zod";

import type { svcPackDocuments, svcPacks } from "@/lib/db/schema";
import type { packDocumentResponse, packResponse } from "@/lib/schemas/agent-api/packs";

export type PackRow = typeof svcPacks.$inferSelect;
export type PackDocumentRow = typeof svcPackDocuments.$inferSelect;

/** A pack document as it is listed: its passages counted, not loaded. */
export type PackDocumentSummary = Omit<PackDocumentRow, "passages"> & { passageCount: number | null };

/** An agent a pack is linked to. */
export type PackAgent = { id: string; name: string };

export function presentPackDocument(document: PackDocumentSummary): z.input<typeof packDocumentResponse> {
  return {
    id: document.id,
    packId: document.packId,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    status: document.status,
    error: document.error,
    passageCount: document.passageCount,
    createdAt: document.createdAt.toISOString(),
  };
}

/** A pack with its documents, oldest first, and the agents it is linked to ("where used"), by name. */
export function presentPack(pack: PackRow, documents: readonly PackDocumentSummary[], linkedAgents: readonly PackAgent[]): z.input<typeof packResponse> {
  return {
    id: pack.id,
    organizationId: pack.organizationId,
    name: pack.name,
    description: pack.description,
    instructions: pack.instructions,
    status: pack.status,
    documents: [...documents].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)).map(presentPackDocument),
    linkedAgents: [...linkedAgents]
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map((agent) => ({ id: agent.id, name: agent.name })),
    createdAt: pack.createdAt.toISOString(),
    updatedAt: pack.updatedAt.toISOString(),
  };
}
