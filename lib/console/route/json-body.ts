import "server-only";

import { readRequestWithin } from "@/lib/http/limited-body";

/** The largest JSON body a console route reads: the longest fields (256,000-character instructions) fit with room to spare. */
export const maxConsoleJsonBytes = 2 * 1024 * 1024;

export type JsonBody = { isTooLarge: true } | { isTooLarge: false; value: unknown };

/**
 * Reads a request's JSON body without holding more than `maxBytes`: a declared Content-Length over the
 * limit is refused before anything is read, and a body without one as soon as it passes the limit.
 * A body that is not JSON reads as undefined.
 */
export async function readJsonBody(request: Request, maxBytes = maxConsoleJsonBytes): Promise<JsonBody> {
  const bytes = await readRequestWithin(request, maxBytes).catch(() => Buffer.alloc(0));
  if (!bytes) return { isTooLarge: true };
  try {
    return { isTooLarge: false, value: JSON.parse(new TextDecoder("utf-8").decode(bytes)) };
  } catch {
    return { isTooLarge: false, value: undefined };
  }
}
