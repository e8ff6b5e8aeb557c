import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { svcBlobs } from "@/lib/db/schema";

import { maxAttachmentBytes } from "./attachment-content";
import { readReplyAttachments } from "./read-attachments";

let database: OpenDatabase;

beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
});

afterAll(() => database.close());

async function storeFile(fileName: string, bytes: Buffer) {
  const [blob] = await database.db
    .insert(svcBlobs)
    .values({
      purpose: "message",
      storagePath: `test/${randomUUID()}/${fileName}`,
      fileName,
      contentType: "text/plain",
      size: bytes.byteLength,
      bytes,
      uploadedAt: new Date(),
    })
    .returning({ id: svcBlobs.id });
  return { id: blob!.id, fileName };
}

describe("readReplyAttachments", () => {
  it("reads a file once: a later reply takes its text from what was kept, without its bytes", async () => {
    const file = await storeFile("activation.txt", Buffer.from("The activation code is QX4191."));
    const first = await readReplyAttachments(database.db, { own: [file] });
    expect(first.attachments.map((attachment) => attachment.text)).toEqual(["The activation code is QX4191."]);

    await database.db.update(svcBlobs).set({ bytes: null }).where(eq(svcBlobs.id, file.id));
    const later = await readReplyAttachments(database.db, { own: [], earlier: [file] });
    expect(later.attachments).toEqual([expect.objectContaining({ fileName: "activation.txt", isEarlier: true, text: "The activation code is QX4191." })]);
  });

  it("leaves out a file over the attachment limit without reading it, and still reads the others", async () => {
    const large = await storeFile("large.txt", Buffer.alloc(maxAttachmentBytes + 1, "a"));
    const small = await storeFile("receipt.txt", Buffer.from("Order 1042 paid in full."));
    const read = await readReplyAttachments(database.db, { own: [small], earlier: [large] });
    expect(read.attachments.map((attachment) => attachment.fileName)).toEqual(["receipt.txt"]);
  });
});
