/** The largest file a visitor may attach. */
export const maxWidgetUploadBytes = 10 * 1024 * 1024;

/** How many files one message may carry. */
export const maxWidgetFiles = 5;

/** What a visitor may attach, with the file name endings of each: images, PDFs and plain text, the files people send support. */
const uploadTypes: Record<string, readonly string[]> = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
  "application/pdf": [".pdf"],
  "text/plain": [".txt"],
  "text/csv": [".csv"],
  "text/markdown": [".md", ".markdown"],
};

export const widgetUploadTypes = Object.keys(uploadTypes);

/** The file picker's filter: the types, and their endings for browsers that know no type for a file. */
export const widgetUploadAccept = [...widgetUploadTypes, ...Object.values(uploadTypes).flat()].join(",");

/** Whether a visitor may attach a file of this type. */
export function isWidgetUploadType(contentType: string): boolean {
  return widgetUploadTypes.includes(contentType.toLowerCase());
}

/** The type a chosen file is uploaded as: the browser's when allowed, else the one its name's ending says; undefined when neither may be sent. */
export function widgetUploadTypeOf(file: { name: string; type: string }): string | undefined {
  if (isWidgetUploadType(file.type)) return file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return widgetUploadTypes.find((type) => uploadTypes[type]!.some((ending) => name.endsWith(ending)));
}
