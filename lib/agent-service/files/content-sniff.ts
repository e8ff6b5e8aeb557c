/** The leading bytes each binary type starts with; `undefined` stands for any byte. */
const signatures: Record<string, { name: string; prefixes: readonly (readonly (number | undefined)[])[] }> = {
  "application/pdf": { name: "a PDF: it does not start with %PDF-", prefixes: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  "image/png": { name: "a PNG image", prefixes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  "image/jpeg": { name: "a JPEG image", prefixes: [[0xff, 0xd8, 0xff]] },
  "image/gif": {
    name: "a GIF image",
    prefixes: [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ],
  },
  "image/webp": {
    name: "a WebP image",
    prefixes: [[0x52, 0x49, 0x46, 0x46, undefined, undefined, undefined, undefined, 0x57, 0x45, 0x42, 0x50]],
  },
};

const textualTypes = new Set(["application/json", "application/xml", "application/x-ndjson", "application/csv"]);

const mediaTypeOf = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();

/** Types whose bytes must be UTF-8 text: the service reads them as such. */
export function isTextType(contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  return type.startsWith("text/") || textualTypes.has(type) || type.endsWith("+json") || type.endsWith("+xml");
}

const startsWith = (bytes: Uint8Array, prefix: readonly (number | undefined)[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => byte === undefined || bytes[index] === byte);

/**
 * Why the bytes are not what their declared content type says, or undefined when they agree. PDFs and
 * images must start with their format's signature; text must be UTF-8 without NUL bytes. A type this
 * does not know how to recognise (an archive, a spreadsheet, application/octet-stream) is not checked.
 */
export function contentTypeMismatch(bytes: Uint8Array, contentType: string): string | undefined {
  const type = mediaTypeOf(contentType);
  const signature = signatures[type];
  if (signature) return signature.prefixes.some((prefix) => startsWith(bytes, prefix)) ? undefined : `The file is not ${signature.name}.`;
  if (!isTextType(type)) return undefined;
  if (bytes.includes(0)) return "The file is not text: it contains NUL bytes.";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return undefined;
  } catch {
    return "The file is not valid UTF-8 text.";
  }
}
