import { maxWidgetFiles, maxWidgetUploadBytes, widgetUploadTypeOf } from "@/lib/widget/upload-types";

type FileFacts = { name: string; size: number; type: string };

/** A file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Which newly chosen files join the message: at most `maxWidgetFiles` in all, none empty, none over the upload
 * limit and none of a kind the chat does not take. The others are named with the reason they were left out.
 */
export function checkChosenFiles<T extends FileFacts>(alreadyChosen: number, chosen: readonly T[]): { accepted: T[]; errors: string[] } {
  const accepted: T[] = [];
  const errors: string[] = [];
  for (const file of chosen) {
    if (!widgetUploadTypeOf(file)) errors.push(`“${file.name}” cannot be sent: send an image, a PDF or a text file.`);
    else if (file.size > maxWidgetUploadBytes) errors.push(`“${file.name}” is larger than 10 MB.`);
    else if (file.size === 0) errors.push(`“${file.name}” is empty.`);
    else if (alreadyChosen + accepted.length >= maxWidgetFiles) errors.push(`At most ${maxWidgetFiles} files per message: “${file.name}” was not added.`);
    else accepted.push(file);
  }
  return { accepted, errors };
}
