import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import type { AgentRow } from "@/lib/agent-service/auth";
import { svcBlobs, svcKnowledgeChunks, svcPackDocuments, svcPacks } from "@/lib/db/schema";
import { insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { ServiceError } from "../errors";
import { attachPackDocument, removePackDocument } from "./documents";
import { deletePack, updatePack } from "./lifecycle";
import { linkPackToAgent, unlinkPackFromAgent } from "./links";
import type { PreparedPackDocument } from "./uploaded-document";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

let agent: AgentRow;
let otherAgent: AgentRow;
let packId: string;

async function insertPack(status: "active" | "inactive" = "active") {
  const [pack] = await db.insert(svcPacks).values({ organizationId: agent.organizationId, name: "Returns", status }).returning();
  return pack!.id;
}

async function uploaded(fileName: string, passages: string[]): Promise<PreparedPackDocument> {
  const [blob] = await db
    .insert(svcBlobs)
    .values({
      organizationId: agent.organizationId,
      purpose: "pack_document",
      storagePath: `pack-documents/${crypto.randomUUID()}/${fileName}`,
      fileName,
      contentType: "text/markdown",
    })
    .returning();
  return { blobId: blob!.id, fileName, contentType: "text/markdown", size: 100, passages };
}

/** The pack passages an agent answers from, as `fileName: text`. */
async function packKnowledgeOf(agentId: string) {
  const chunks = await db
    .select()
    .from(svcKnowledgeChunks)
    .where(and(eq(svcKnowledgeChunks.agentId, agentId), eq(svcKnowledgeChunks.sourceType, "pack_document")))
    .orderBy(svcKnowledgeChunks.sourceName, svcKnowledgeChunks.position);
  return chunks.map((chunk) => `${chunk.sourceName}: ${chunk.text}`);
}

beforeEach(async () => {
  agent = await insertTestAgent(db);
  otherAgent = await insertTestAgent(db, { organizationId: agent.organizationId, roleId: agent.roleId });
  packId = await insertPack();
});

describe("linking a pack", () => {
  it("adds its ready documents to the agent's knowledge, named by document id and file name, once however often it is linked", async () => {
    const document = await attachPackDocument(db, packId, await uploaded("returns.md", ["Refunds take 5 days.", "Keep the receipt."]));
    await linkPackToAgent(db, packId, agent.id);
    await linkPackToAgent(db, packId, agent.id);

    expect(await packKnowledgeOf(agent.id)).toEqual(["returns.md: Refunds take 5 days.", "returns.md: Keep the receipt."]);
    const [chunk] = await db.select().from(svcKnowledgeChunks).where(eq(svcKnowledgeChunks.agentId, agent.id));
    expect(chunk).toMatchObject({ sourceType: "pack_document", sourceId: document.id, sourceName: "returns.md" });
    expect(await packKnowledgeOf(otherAgent.id)).toEqual([]);
  });

  it("adds nothing while the pack is inactive", async () => {
    const inactivePackId = await insertPack("inactive");
    await attachPackDocument(db, inactivePackId, await uploaded("hidden.md", ["Hidden fact."]));
    await linkPackToAgent(db, inactivePackId, agent.id);
    expect(await packKnowledgeOf(agent.id)).toEqual([]);
  });

  it("unlinking takes the documents out of that agent's knowledge only", async () => {
    await attachPackDocument(db, packId, await uploaded("returns.md", ["Refunds take 5 days."]));
    await linkPackToAgent(db, packId, agent.id);
    await linkPackToAgent(db, packId, otherAgent.id);
    await unlinkPackFromAgent(db, packId, agent.id);
    await unlinkPackFromAgent(db, packId, agent.id);

    expect(await packKnowledgeOf(agent.id)).toEqual([]);
    expect(await packKnowledgeOf(otherAgent.id)).toEqual(["returns.md: Refunds take 5 days."]);
  });

  it("answers 404 when the pack is gone", async () => {
    const gone = crypto.randomUUID();
    await expect(linkPackToAgent(db, gone, agent.id)).rejects.toMatchObject({ status: 404 });
    await expect(unlinkPackFromAgent(db, gone, agent.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("pack documents", () => {
  it("attaching adds the document to every linked agent, removing takes it out of all of them with its upload", async () => {
    await linkPackToAgent(db, packId, agent.id);
    await linkPackToAgent(db, packId, otherAgent.id);
    const prepared = await uploaded("hours.md", ["Open 9 to 5."]);
    const document = await attachPackDocument(db, packId, prepared);
    expect(document).toMatchObject({ packId, fileName: "hours.md", status: "ready", passageCount: 1, error: null });
    expect(await packKnowledgeOf(agent.id)).toEqual(["hours.md: Open 9 to 5."]);
    expect(await packKnowledgeOf(otherAgent.id)).toEqual(["hours.md: Open 9 to 5."]);

    await removePackDocument(db, packId, document.id);
    expect(await packKnowledgeOf(agent.id)).toEqual([]);
    expect(await packKnowledgeOf(otherAgent.id)).toEqual([]);
    expect(await db.select().from(svcBlobs).where(eq(svcBlobs.id, prepared.blobId))).toEqual([]);
  });

  it("attaches an upload once", async () => {
    const prepared = await uploaded("hours.md", ["Open 9 to 5."]);
    await attachPackDocument(db, packId, prepared);
    const second = attachPackDocument(db, await insertPack(), prepared);
    await expect(second).rejects.toBeInstanceOf(ServiceError);
    await expect(second).rejects.toMatchObject({ status: 400, body: { details: [{ field: "storagePath", message: "already attached" }] } });
  });

  it("answers 404 for a document of another pack", async () => {
    const document = await attachPackDocument(db, await insertPack(), await uploaded("hours.md", ["Open 9 to 5."]));
    await expect(removePackDocument(db, packId, document.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("pack status and deletion", () => {
  it("an inactive pack's documents leave its agents' knowledge, and return when it is active again", async () => {
    await attachPackDocument(db, packId, await uploaded("returns.md", ["Refunds take 5 days."]));
    await linkPackToAgent(db, packId, agent.id);

    const inactive = await updatePack(db, packId, { status: "inactive", name: "Old returns" });
    expect(inactive).toMatchObject({ status: "inactive", name: "Old returns" });
    expect(await packKnowledgeOf(agent.id)).toEqual([]);

    await updatePack(db, packId, { description: "Still inactive" });
    expect(await packKnowledgeOf(agent.id)).toEqual([]);

    await updatePack(db, packId, { status: "active" });
    expect(await packKnowledgeOf(agent.id)).toEqual(["returns.md: Refunds take 5 days."]);
  });

  it("deleting the pack removes its documents, their uploads and their passages", async () => {
    const prepared = await uploaded("returns.md", ["Refunds take 5 days."]);
    await attachPackDocument(db, packId, prepared);
    await linkPackToAgent(db, packId, agent.id);
    await deletePack(db, packId);

    expect(await packKnowledgeOf(agent.id)).toEqual([]);
    expect(await db.select().from(svcPacks).where(eq(svcPacks.id, packId))).toEqual([]);
    expect(await db.select().from(svcPackDocuments).where(eq(svcPackDocuments.packId, packId))).toEqual([]);
    expect(await db.select().from(svcBlobs).where(eq(svcBlobs.id, prepared.blobId))).toEqual([]);
  });
});
