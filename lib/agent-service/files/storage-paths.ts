import { randomUUID } from "node:crypto";

const isUnsafe = (character: string) => character.charCodeAt(0) < 0x20 || character === "\u007f" || "/\\?#%".includes(character);

/** A file name made safe as one path segment: no separators, control characters or dot-only names. */
export function storageFileName(fileName: string): string {
  const cleaned = Array.from(fileName.normalize("NFC"), (character) => (isUnsafe(character) ? "_" : character))
    .slice(0, 200)
    .join("")
    .trim();
  return /^\.*$/.test(cleaned) ? "file" : cleaned;
}

export function messageFilePath(conversationId: string, fileName: string): string {
  return `conversations/${conversationId}/${randomUUID()}/${storageFileName(fileName)}`;
}

export function promptFilePath(agentId: string, fileName: string): string {
  return `prompt-files/${agentId}/${randomUUID()}/${storageFileName(fileName)}`;
}
