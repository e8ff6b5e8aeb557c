/** What a visitor may attach: images, PDFs and plain text, the files people send support. */
export const widgetUploadTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf", "text/plain", "text/csv", "text/markdown"] as const;

/** Whether a visitor may attach a file of this type. */
export function isWidgetUploadType(contentType: string): boolean {
  return (widgetUploadTypes as readonly string[]).includes(contentType.toLowerCase());
}
