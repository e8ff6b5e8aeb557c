import { agentFileTypes, maxAgentFileBytes } from "@/lib/schemas/agent-api/agent-files";
import { packDocumentTypes } from "@/lib/schemas/agent-api/packs";

export type PackDocumentType = (typeof packDocumentTypes)[number];

export type PackDocumentFileCheck = { isAccepted: true; contentType: PackDocumentType } | { isAccepted: false; reason: string };

/** What the file picker offers: the extensions and types a pack document may have. */
export const packDocumentAccept = [...packDocumentTypes, ...packDocumentTypes.flatMap((type) => agentFileTypes[type])].join(",");

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot).toLowerCase();
};

/**
 * Whether a file can be a pack document, and the Content-Type to upload it with. The type comes from
 * the extension: browsers report Markdown as "" or "text/x-markdown", so theirs is not trusted.
 */
export function checkPackDocumentFile(file: { name: string; size: number }): PackDocumentFileCheck {
  const extension = extensionOf(file.name);
  const contentType = packDocumentTypes.find((type) => (agentFileTypes[type] as readonly string[]).includes(extension));
  if (!contentType) return { isAccepted: false, reason: "Only PDF, Markdown (.md) and text (.txt) files can be added to a pack." };
  if (file.size === 0) return { isAccepted: false, reason: "The file is empty." };
  if (file.size > maxAgentFileBytes) return { isAccepted: false, reason: `The file is larger than ${maxAgentFileBytes / 1024 / 1024} MiB.` };
  return { isAccepted: true, contentType };
}
