import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { svcAgentFiles, svcBlobs, svcJobs, svcKnowledgeChunks } from "@/lib/db/schema";
import { openKnowledgeDatabaseWithAgent } from "@/tests/support/knowledge-database";

import { enqueueAgentFileIndexing, indexAgentFile, indexAgentFileJobKind } from "./agent-file-indexing";
import { searchKnowledge } from "./search";

const { db, agentId } = await openKnowledgeDatabaseWithAgent();

async function storeFile(fileName: string, contentType: string, content: string | Uint8Array) {
  const bytes = Buffer.from(typeof content === "string" ? new TextEncoder().encode(content) : content);
  const id = crypto.randomUUID();
  const [blob] = await db
    .insert(svcBlobs)
    .values({ agentId, purpose: "agent_file", storagePath: `agent-files/${agentId}/${id}/${fileName}`, fileName, contentType, size: bytes.length, bytes })
    .returning();
  const [file] = await db.insert(svcAgentFiles).values({ id, agentId, blobId: blob!.id, fileName, contentType, size: bytes.length }).returning();
  return file!;
}

const fileRow = async (id: string) => (await db.select().from(svcAgentFiles).where(eq(svcAgentFiles.id, id)))[0];
const chunksOf = (id: string) => db.select().from(svcKnowledgeChunks).where(eq(svcKnowledgeChunks.sourceId, id));

describe("indexAgentFile", () => {
  it("stores the file's passages under its name and marks it done", async () => {
    const file = await storeFile("hours.md", "text/markdown", "# Hours\n\nOpening hours are 9 to 5.\n\n# Address\n\n1 Main Street.");
    expect(await indexAgentFile(db, file.id)).toEqual({ status: "done", chunkCount: 1 });

    const indexed = await fileRow(file.id);
    expect(indexed).toMatchObject({ vectorStatus: "done", vectorError: null, chunkCount: 1 });
    expect(indexed!.vectorStoreFileId).toMatch(/^file-[0-9a-f]{24}$/);
    expect(indexed!.uploadedToVectorStoreAt).toBeInstanceOf(Date);
    expect(await chunksOf(file.id)).toEqual([
      expect.objectContaining({ agentId, sourceType: "agent_file", sourceName: "hours.md", position: 0, text: expect.stringContaining("# Hours") }),
    ]);
    expect((await searchKnowledge(db, agentId, "opening hours"))[0]).toMatchObject({ sourceId: file.id, sourceName: "hours.md" });
  });

  it("gives the same result when run again, keeping the vector store file id", async () => {
    const file = await storeFile("faq.txt", "text/plain", "Parking is behind the shop.\n\nDogs are welcome.");
    await indexAgentFile(db, file.id);
    const first = await fileRow(file.id);
    expect(await indexAgentFile(db, file.id)).toEqual({ status: "done", chunkCount: 1 });
    expect((await fileRow(file.id))!.vectorStoreFileId).toBe(first!.vectorStoreFileId);
    expect(await chunksOf(file.id)).toHaveLength(1);
  });

  it("records content that cannot be indexed as failed, with the reason, and drops earlier passages", async () => {
    const file = await storeFile("notes.txt", "text/plain", "Fine text.");
    await indexAgentFile(db, file.id);
    await db
      .update(svcBlobs)
      .set({ bytes: Buffer.from([0x61, 0x00, 0x62]) })
      .where(eq(svcBlobs.id, file.blobId));

    expect(await indexAgentFile(db, file.id)).toEqual({ status: "failed", reason: "The file is not text: it contains NUL bytes." });
    expect(await fileRow(file.id)).toMatchObject({ vectorStatus: "failed", vectorError: "The file is not text: it contains NUL bytes.", chunkCount: null });
    expect(await chunksOf(file.id)).toEqual([]);
  });

  it("answers missing for a file deleted meanwhile", async () => {
    expect(await indexAgentFile(db, crypto.randomUUID())).toEqual({ status: "missing" });
  });
});

describe("enqueueAgentFileIndexing", () => {
  it("marks the file processing and queues one job for it", async () => {
    const file = await storeFile("later.md", "text/markdown", "Later.");
    await db.transaction((tx) => enqueueAgentFileIndexing(tx, file.id));
    expect(await fileRow(file.id)).toMatchObject({ vectorStatus: "processing", vectorError: null });
    const jobs = await db.select().from(svcJobs).where(eq(svcJobs.subjectId, file.id));
    expect(jobs).toEqual([expect.objectContaining({ kind: indexAgentFileJobKind, status: "queued" })]);
  });
});
