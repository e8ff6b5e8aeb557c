/**
 * Request bodies read within a limit: a declared Content-Length over it is refused before anything is read, and
 * a body without one (chunked) or with one that understates it as soon as the bytes read pass the limit, without
 * holding more than the limit in memory. Shared by the console, its webhook receiver and the embedded service.
 */

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

/** A request's body within `maxBytes`, or undefined when its Content-Length or its bytes pass the limit. */
export async function readRequestWithin(request: Request, maxBytes: number): Promise<Buffer | undefined> {
  if (isDeclaredTooLarge(request.headers.get("content-length"), maxBytes)) {
    await request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  return readBodyWithin(request.body, maxBytes);
}
