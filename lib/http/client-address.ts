export { peerAddressHeader, peerAddressMarker } from "./peer-address.mjs";

export const unknownAddress = "unknown";

/**
 * Decides the client's address. Each proxy appends the address it was connected from to X-Forwarded-For, so
 * reading from the right, the socket's address is the nearest hop, then the header's last entry, and so on:
 * with `trustedProxies` proxies in front, the client is the hop that many steps away (or the furthest one
 * named when fewer are). With none trusted, the header is ignored: anyone can write it.
 */
export function decideClientAddress(input: { peer: string | undefined; forwardedFor: string | undefined; trustedProxies: number }): string {
  const forwarded = (input.forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [input.peer?.trim() || undefined, ...forwarded.reverse()];
  const hop = input.trustedProxies <= 0 ? hops[0] : (hops[input.trustedProxies] ?? (hops.length > 1 ? hops.at(-1) : hops[0]));
  return hop ? withoutIpv4Mapping(hop) : unknownAddress;
}

/** `::ffff:127.0.0.1` is how a dual-stack socket names an IPv4 client: name it as IPv4. */
function withoutIpv4Mapping(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}
