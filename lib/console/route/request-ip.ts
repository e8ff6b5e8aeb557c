import "server-only";

import { serverEnv } from "@/lib/env";
import { decideClientAddress, peerAddressHeader, peerAddressMarker } from "@/lib/http/client-address";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The client's address: the connection's, as the console's server reports it, unless TRUSTED_PROXY_COUNT proxies
 * stand in front, when it is the entry the outermost trusted one appended to X-Forwarded-For. "unknown" when
 * neither says (under `next dev`, which reports no connection address).
 */
export function clientAddress(headers: HeaderSource, trustedProxies = serverEnv().TRUSTED_PROXY_COUNT): string {
  const isPeerHeaderOurs = (globalThis as Record<symbol, unknown>)[peerAddressMarker] === true;
  return decideClientAddress({
    peer: isPeerHeaderOurs ? header(headers, peerAddressHeader) : undefined,
    forwardedFor: header(headers, "x-forwarded-for"),
    trustedProxies,
  });
}
