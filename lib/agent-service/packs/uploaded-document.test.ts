import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { svcBlobs } from "@/lib/db/schema";
import { maxAgentFileBytes } from "@/lib/schemas/agent-api/agent-files";
import { insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { prepareUploadedDocument } from "./uploaded-document";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

let organizationId: string;
let otherOrganizationId: string;

beforeAll(async () => {
  organizationId = (await insertTestAgent(db)).organizationId;
  otherOrganizationId = (await insertTestAgent(db)).organizationId;
});

async function upload(options: {
  text?: string;
  size?: number;
  contentType?: string;
  fileName?: string;
  owner?: string;
  purpose?: "pack_document" | "prompt";
}) {
  const storagePath = `pack-documents/${crypto.randomUUID()}/${options.fileName ?? "guide.md"}`;
  const bytes = options.text === undefined ? null : Buffer.from(options.text);
  await db.insert(svcBlobs).values({
    organizationId: options.owner ?? organizationId,
    purpose: options.purpose ?? "pack_document",
    storagePath,
    fileName: options.fileName ?? "guide.md",
    contentType: options.contentType ?? "text/markdown",
    bytes,
    size: options.size ?? bytes?.length ?? null,
    uploadedAt: bytes ? new Date() : null,
  });
  return storagePath;
}

const prepare = (storagePath: string, fileName = "guide.md") => prepareUploadedDocument(db, organizationId, { fileName, storagePath });

const refusal = (message: string | RegExp) => ({ status: 400, body: { message, details: [{ field: "storagePath" }] } });

describe("prepareUploadedDocument", () => {
  it("cuts the uploaded text into passages under the name it is attached with", async () => {
    const storagePath = await upload({ text: "# Guide\n\nRefunds take five days." });
    const prepared = await prepare(storagePath, "  returns.md ");
    expect(prepared).toMatchObject({ fileName: "returns.md", contentType: "text/markdown", size: 32, passages: ["# Guide\n\nRefunds take five days."] });
  });

  it("refuses a storage path issued to another organization, for another purpose, or never issued", async () => {
    const notIssued = refusal("The document was not uploaded through a pack document upload URL.");
    await expect(prepare(await upload({ text: "Theirs.", owner: otherOrganizationId }))).rejects.toMatchObject(notIssued);
    await expect(prepare(await upload({ text: "A prompt file.", purpose: "prompt" }))).rejects.toMatchObject(notIssued);
    await expect(prepare("pack-documents/nothing/here.md")).rejects.toMatchObject(notIssued);
  });

  it("refuses a path whose bytes have not arrived", async () => {
    await expect(prepare(await upload({}))).rejects.toMatchObject(refusal("The document has not been uploaded yet."));
  });

  it("refuses a document recorded as over 10 MiB without reading it", async () => {
    const storagePath = await upload({ text: "big", size: maxAgentFileBytes + 1, contentType: "text/plain", fileName: "big.txt" });
    await expect(prepare(storagePath, "big.txt")).rejects.toMatchObject(refusal("The document is larger than 10 MiB."));
  });

  it("refuses content that cannot be indexed, with the reason", async () => {
    const notPdf = await upload({ text: "plain words", contentType: "application/pdf", fileName: "guide.pdf" });
    await expect(prepare(notPdf, "guide.pdf")).rejects.toMatchObject(refusal(/^The document cannot be indexed: The file is not a PDF/));
    const blank = await upload({ text: "   \n  ", contentType: "text/plain", fileName: "blank.txt" });
    await expect(prepare(blank, "blank.txt")).rejects.toMatchObject(refusal(/^The document cannot be indexed: /));
  });
});
