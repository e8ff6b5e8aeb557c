import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (key: Uint8Array, agentId: string, visitorId: string) =>
  createHmac("sha256", key).update(`widget-visitor\0${agentId}\0${visitorId}`).digest("base64url");

/** A new visitor of an agent's widget: a random id, and the token that proves it (`{id}.{signature}`). */
export function issueVisitorToken(key: Uint8Array, agentId: string): { visitorId: string; token: string } {
  const visitorId = randomUUID();
  return { visitorId, token: `${visitorId}.${signatureOf(key, agentId, visitorId)}` };
}

/** The visitor a token names, when it was signed with the key for this agent; undefined for anything else. */
export function readVisitorToken(key: Uint8Array, agentId: string, token: string | undefined): string | undefined {
  if (!token || token.length > 200) return undefined;
  const [visitorId, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !visitorId || !signature || !uuidPattern.test(visitorId)) return undefined;
  const expected = Buffer.from(signatureOf(key, agentId, visitorId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? visitorId : undefined;
}

/** How long a visitor is remembered in a browser: their conversations come back for this long. */
export const visitorTokenMaxAgeSeconds = 180 * 24 * 60 * 60;

/**
 * Whether browsers treat an origin as secure, and so keep `Secure` cookies from it: https, and the loopback
 * names a console runs on locally (localhost, 127.0.0.0/8, [::1]) over plain http.
 */
export function isPotentiallyTrustworthy(origin: string): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol === "https:") return true;
    const host = url.hostname;
    return url.protocol === "http:" && (host === "localhost" || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "[::1]");
  } catch {
    return false;
  }
}

/**
 * The Set-Cookie value of a visitor token: HttpOnly, for the agent's widget routes only. The widget is framed by
 * another site, so on a secure origin the cookie is `SameSite=None; Secure; Partitioned` (kept per website, as
 * browsers that block third-party cookies still allow); elsewhere (plain http on a network name) browsers refuse
 * that, and it is `SameSite=Lax`, which works on websites of the same site only.
 */
export function visitorCookie(name: string, token: string, options: { path: string; isSecure: boolean }): string {
  const site = options.isSecure ? "SameSite=None; Secure; Partitioned" : "SameSite=Lax";
  return `${name}=${token}; Path=${options.path}; Max-Age=${visitorTokenMaxAgeSeconds}; HttpOnly; ${site}`;
}
