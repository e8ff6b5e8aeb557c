import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcBlobs } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

const textualTypes = new Set(["application/json", "application/xml", "application/x-ndjson", "application/csv"]);

const mediaType = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();

export const isTextual = (contentType: string) => {
  const type = mediaType(contentType);
  return type.startsWith("text/") || textualTypes.has(type) || type.endsWith("+json") || type.endsWith("+xml");
};

async function pdfText(bytes: Buffer): Promise<string | undefined> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** Decodes stored bytes as text: text-like types as UTF-8, PDFs by their text layer; anything else, undefined. */
export async function bytesAsText(bytes: Buffer, contentType: string): Promise<string | undefined> {
  if (isTextual(contentType)) return new TextDecoder("utf-8").decode(bytes);
  if (mediaType(contentType) !== "application/pdf") return undefined;
  try {
    return await pdfText(bytes);
  } catch {
    return undefined;
  }
}

/** The text of an uploaded file (a message or prompt attachment), or undefined when it has none to give. */
export async function readBlobText(db: Database, blobId: string): Promise<string | undefined> {
  if (!isUuid(blobId)) return undefined;
  const [blob] = await db.select({ bytes: svcBlobs.bytes, contentType: svcBlobs.contentType }).from(svcBlobs).where(eq(svcBlobs.id, blobId));
  if (!blob?.bytes) return undefined;
  return bytesAsText(blob.bytes, blob.contentType);
}
