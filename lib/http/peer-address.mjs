// Shared by the console's server (lib/cli/serve.mjs) and the route handlers that read what it sets.

/**
 * The header the console's server sets to the connection's address, after removing any copy a client sent.
 * Route handlers cannot see the socket otherwise, and Next.js keeps a client's own X-Forwarded-For.
 */
export const peerAddressHeader = "x-switchboard-peer-address";

/** Set on `globalThis` by the console's server: only then is the peer header its own and not a client's. */
export const peerAddressMarker = Symbol.for("switchboard.peerAddressHeader");

/** Replaces whatever the client sent as the peer header with the connection's own address. */
export function stampPeerAddress(request) {
  request.headers[peerAddressHeader] = request.socket.remoteAddress ?? "";
}
