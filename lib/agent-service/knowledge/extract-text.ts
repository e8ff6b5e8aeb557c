import "server-only";
import { extractText, getDocumentProxy } from "unpdf";

import { agentFileTypes } from "@/lib/schemas/agent-api/agent-files";

import type { TextFormat } from "./chunk";
import { contentTypeMismatch } from "../files/content-sniff";

export type AgentFileType = keyof typeof agentFileTypes;

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Declared types that say nothing about the content: the extension decides. */
const genericTypes = new Set(["", "application/octet-stream", "binary/octet-stream", "application/unknown"]);
const typeAliases: Record<string, AgentFileType> = { "text/x-markdown": "text/markdown", "application/x-pdf": "application/pdf" };

const acceptedTypesText = "PDF, Markdown (.md) or plain text (.txt)";

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot).toLowerCase() : "";
}

function typeOfExtension(extension: string): AgentFileType | undefined {
  return (Object.keys(agentFileTypes) as AgentFileType[]).find((type) => (agentFileTypes[type] as readonly string[]).includes(extension));
}

const isTextType = (type: AgentFileType) => type !== "application/pdf";

/**
 * The file's type from its declared content type and its name. A generic declared type (or none)
 * defers to the extension; a text type with a Markdown extension is Markdown. Refused: a declared type
 * or an extension that cannot be indexed, and a declared type the extension contradicts (a PDF named
 * .txt, text named .pdf).
 */
export function resolveAgentFileType(contentType: string, fileName: string): Checked<AgentFileType> {
  const declaredRaw = contentType.split(";")[0]!.trim().toLowerCase();
  const declared = typeAliases[declaredRaw] ?? (declaredRaw in agentFileTypes ? (declaredRaw as AgentFileType) : undefined);
  const extension = extensionOf(fileName);
  const byExtension = typeOfExtension(extension);
  const got = [extension, declaredRaw].filter(Boolean).join(", ") || "no type";
  const refusal = { ok: false as const, reason: `Only ${acceptedTypesText} files can be added (got ${got}).` };

  if (extension && !byExtension) return refusal;
  if (!declared) return genericTypes.has(declaredRaw) && byExtension ? { ok: true, value: byExtension } : refusal;
  if (!byExtension || byExtension === declared) return { ok: true, value: declared };
  if (isTextType(declared) && isTextType(byExtension)) return { ok: true, value: byExtension };
  return { ok: false, reason: `The file's name (${extension}) does not match its declared type (${declaredRaw}).` };
}

/** Why the bytes are not what the type says, or undefined when they are. */
export function checkAgentFileContent(bytes: Uint8Array, type: AgentFileType): string | undefined {
  return contentTypeMismatch(bytes, type);
}

/** PDF text comes as laid-out lines: words hyphenated at a line end are rejoined, and lines not ending a sentence joined. */
function joinPdfLines(text: string): string {
  return text
    .replace(/\u0000/g, "")
    .replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2")
    .replace(/([^\n.!?:;])\n(?=[^\n])/g, "$1 ")
    .trim();
}

async function pdfText(bytes: Uint8Array): Promise<Checked<string>> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: true });
    return { ok: true, value: text };
  } catch (error) {
    return { ok: false, reason: `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await document?.destroy();
  }
}

/**
 * The text of an agent file, with the format its passages are cut by. Content that does not match the
 * type, and files with no text, are refused with the reason.
 */
export async function extractAgentFileText(bytes: Uint8Array, contentType: string, fileName: string): Promise<Checked<{ text: string; format: TextFormat }>> {
  const type = resolveAgentFileType(contentType, fileName);
  if (!type.ok) return type;
  const problem = checkAgentFileContent(bytes, type.value);
  if (problem) return { ok: false, reason: problem };

  if (type.value === "application/pdf") {
    const extracted = await pdfText(bytes);
    if (!extracted.ok) return extracted;
    const text = joinPdfLines(extracted.value);
    if (!text) return { ok: false, reason: "No text could be extracted: scanned PDF?" };
    return { ok: true, value: { text, format: "text" } };
  }

  const text = new TextDecoder("utf-8")
    .decode(bytes)
    .replace(/^\uFEFF/, "")
    .trim();
  if (!text) return { ok: false, reason: "The file contains no text." };
  return { ok: true, value: { text, format: type.value === "text/markdown" ? "markdown" : "text" } };
}
