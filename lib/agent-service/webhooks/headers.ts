import { reservedRequestHeaders } from "@/lib/http/reserved-headers";

import type { SignatureHeaders } from "./signing";

/** Headers a webhook's own headers may not set: the signature's, and those that frame the request. */
export const reservedHeaderNames = new Set([...reservedRequestHeaders, "webhook-id", "webhook-timestamp", "webhook-signature"]);

export const isReservedHeader = (name: string) => reservedHeaderNames.has(name.toLowerCase());

/** The webhook's custom headers, then the ones the delivery itself sets (which always win). */
export function outgoingHeaders(custom: Record<string, string> | null, signature: SignatureHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(custom ?? {})) {
    if (!isReservedHeader(name)) headers[name.toLowerCase()] = value;
  }
  return { ...headers, "content-type": "application/json", "user-agent": "Switchboard-Webhooks/1.0", ...signature };
}
