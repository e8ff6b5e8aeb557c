const mimeType = /^[\w.+-]+\/[\w.+-]+$/;

/** The Content-Type to upload a prompt file with: the browser's type without parameters, or generic bytes when it has none. */
export function promptFileContentType(file: { type: string }): string {
  const type = file.type.split(";")[0]!.trim().toLowerCase();
  return mimeType.test(type) ? type : "application/octet-stream";
}
