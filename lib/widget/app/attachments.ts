/**
 * The largest file a visitor may attach: the schemas' `maxWidgetUploadBytes`, written again here because the
 * widget's bundle carries no zod (a test keeps the two equal).
 */
export const maxUploadBytes = 10 * 1024 * 1024;

/** How many files one message may carry. */
export const maxWidgetFiles = 5;

/** The file picker's filter: images, PDFs, text and office documents. */
export const acceptedFileTypes =
  "image/*,application/pdf,text/plain,text/csv,.txt,.csv,.md,.json,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.rtf";

type FileFacts = { name: string; size: number };

/** A file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The content type to upload a file with: the browser's when it is a plain MIME type, else a generic one. */
export function uploadContentType(type: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : "application/octet-stream";
}

/**
 * Which newly chosen files join the message: at most `maxWidgetFiles` in all, none empty and none over the
 * upload limit. The others are named with the reason they were left out.
 */
export function checkChosenFiles<T extends FileFacts>(alreadyChosen: number, chosen: readonly T[]): { accepted: T[]; errors: string[] } {
  const accepted: T[] = [];
  const errors: string[] = [];
  for (const file of chosen) {
    if (file.size > maxUploadBytes) errors.push(`“${file.name}” is larger than 10 MB.`);
    else if (file.size === 0) errors.push(`“${file.name}” is empty.`);
    else if (alreadyChosen + accepted.length >= maxWidgetFiles) errors.push(`At most ${maxWidgetFiles} files per message: “${file.name}” was not added.`);
    else accepted.push(file);
  }
  return { accepted, errors };
}
