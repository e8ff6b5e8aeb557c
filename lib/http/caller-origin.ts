/** `host` or `host:port`: a DNS name or IPv4 address, or a bracketed IPv6 address. Nothing else is a host. */
const hostPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The origin `protocol//host` when `host` is a well-formed host (and port), else undefined. */
export function originOfHost(protocol: string, host: string | null | undefined): string | undefined {
  const candidate = host?.trim().toLowerCase();
  if (!candidate || candidate.length > 260 || !hostPattern.test(candidate)) return undefined;
  try {
    return new URL(`${protocol}//${candidate}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin links handed to a caller are built on (signed upload and download URLs): the configured public
 * URL when there is one, whatever the request says; otherwise the host the caller used (its Host header, when
 * well formed) with the scheme the server saw; otherwise the request URL's own origin. `X-Forwarded-Host` is not
 * trusted: behind a proxy that rewrites Host, set the public URL.
 */
export function callerOrigin(request: { url: string; headers: Headers }, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const url = new URL(request.url);
  return originOfHost(url.protocol, request.headers.get("host")) ?? url.origin;
}
