import type { z } from "zod";

import type { CreateFunctionBody, functionResponse, UpdateFunctionBody } from "@/lib/schemas/agent-api/functions";
import { restoreMaskedHeaders } from "@/lib/schemas/console/function-headers";

type StoredFunction = z.output<typeof functionResponse>;

/**
 * The whole function to store after a change: the stored function with the given fields replaced (an
 * endpoint as a whole). Header values sent back masked keep their stored values; the stored headers
 * stay when the change leaves the endpoint alone.
 */
export function replacementOf(stored: StoredFunction, changes: UpdateFunctionBody): CreateFunctionBody {
  const storedHeaders = stored.endpoint.headers ?? {};
  const endpoint = changes.endpoint
    ? { ...changes.endpoint, headers: restoreMaskedHeaders(changes.endpoint.headers ?? {}, storedHeaders) }
    : { url: stored.endpoint.url, method: stored.endpoint.method, headers: storedHeaders };
  return {
    name: changes.name ?? stored.name,
    description: changes.description ?? stored.description,
    parameters: changes.parameters ?? stored.parameters,
    endpoint,
    enabled: changes.enabled ?? stored.enabled,
  };
}
