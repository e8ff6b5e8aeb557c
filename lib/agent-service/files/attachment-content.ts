import "server-only";

import { contentTypeMismatch, isTextType } from "./content-sniff";
import type { TextFormat } from "../knowledge/chunk";
import { extractAgentFileText, resolveAgentFileType, type Checked } from "../knowledge/extract-text";

/** The largest attachment the agent reads; larger ones are refused by name. */
export const maxAttachmentBytes = 10 * 1024 * 1024;
/** The most text one attachment may hold once extracted. */
export const maxAttachmentChars = 500_000;

/** Images a model that reads images takes as they are. */
export const readableImageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export type AttachmentContent = { kind: "text"; text: string; format: TextFormat } | { kind: "image"; contentType: string };

export type AttachmentFile = { fileName: string; contentType: string; bytes: Uint8Array };

const pdfTypes = new Set(["application/pdf", "application/x-pdf"]);

const mediaTypeOf = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();

/** A size in MiB to one decimal, rounded up: a file a byte over 10 MiB is "10.1 MiB", never "10 MiB". */
const mebibytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toString()} MiB`;

const unreadableType = (mediaType: string) =>
  `only PDF, Markdown, plain text and images (PNG, JPEG, GIF or WebP) are read, and this file is ${mediaType || "of no type"}.`;

const lowerFirst = (reason: string) => reason.charAt(0).toLowerCase() + reason.slice(1);

function decodedText(bytes: Uint8Array, mediaType: string): Checked<{ text: string; format: TextFormat }> {
  const mismatch = contentTypeMismatch(bytes, mediaType);
  if (mismatch) return { ok: false, reason: mismatch };
  const text = new TextDecoder("utf-8")
    .decode(bytes)
    .replace(/^\uFEFF/, "")
    .trim();
  return text ? { ok: true, value: { text, format: "text" } } : { ok: false, reason: "The file contains no text." };
}

/**
 * What the agent can take from a file attached to a message or prompt: the text of a PDF, Markdown or
 * plain-text file (and of other text such as CSV or JSON), or an image of a type models read. A file
 * that is too large, of another type, or holds no text (a scanned PDF) is refused with the reason.
 */
export async function readAttachmentContent(file: AttachmentFile): Promise<Checked<AttachmentContent>> {
  if (file.bytes.byteLength > maxAttachmentBytes) {
    return { ok: false, reason: `it is ${mebibytes(file.bytes.byteLength)}, and attached files are read up to ${mebibytes(maxAttachmentBytes)}.` };
  }
  const mediaType = mediaTypeOf(file.contentType);
  if ((readableImageTypes as readonly string[]).includes(mediaType)) {
    const mismatch = contentTypeMismatch(file.bytes, mediaType);
    return mismatch ? { ok: false, reason: lowerFirst(mismatch) } : { ok: true, value: { kind: "image", contentType: mediaType } };
  }

  const document = resolveAgentFileType(file.contentType, file.fileName);
  if (!document.ok && !isTextType(mediaType)) {
    return { ok: false, reason: pdfTypes.has(mediaType) ? lowerFirst(document.reason) : unreadableType(mediaType) };
  }
  const extracted = document.ok ? await extractAgentFileText(file.bytes, file.contentType, file.fileName) : decodedText(file.bytes, mediaType);
  if (!extracted.ok) return { ok: false, reason: lowerFirst(extracted.reason) };
  if (extracted.value.text.length > maxAttachmentChars) {
    return {
      ok: false,
      reason: `it holds ${extracted.value.text.length.toLocaleString("en")} characters of text, and attached files are read up to ${maxAttachmentChars.toLocaleString("en")}.`,
    };
  }
  return { ok: true, value: { kind: "text", ...extracted.value } };
}

/** Why an attached file cannot be read, naming it: "scan.pdf cannot be read: no text could be extracted…". */
export function unreadableMessage(fileName: string, reason: string): string {
  return `${fileName} cannot be read: ${reason}`;
}
