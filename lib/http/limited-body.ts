/** The largest file a signed URL accepts: 25 MiB. */
export const maxUploadBytes = 25 * 1024 * 1024;

/** Whether a declared Content-Length already rules the body out (an absent or unreadable one does not). */
export function isDeclaredTooLarge(contentLength: string | null, maxBytes: number): boolean {
  if (contentLength === null || !/^\d+$/.test(contentLength.trim())) return false;
  return Number(contentLength) > maxBytes;
}

/** Reads a request body into memory, giving up (undefined) as soon as it passes `maxBytes`. */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer | undefined> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}
