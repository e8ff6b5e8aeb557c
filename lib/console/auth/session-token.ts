import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from "node:crypto";

import type { JWT } from "next-auth/jwt";

/**
 * The console's session token, in the format next-auth issues and reads (so a cookie of either stays valid):
 * an encrypted JWT, JWE compact with `alg: "dir"` and `enc: "A256GCM"`, under a key derived from the auth secret
 * by HKDF-SHA-256. next-auth derives that key again for every token it reads or writes, and reading a session
 * through it also builds a fresh token it then throws away; this codec derives each key once per process and
 * reads a token with one AES-GCM decryption.
 */

/** The protected header next-auth (jose) writes: its base64url text is also the cipher's associated data. */
const writtenHeader = Buffer.from(JSON.stringify({ alg: "dir", enc: "A256GCM" })).toString("base64url");
/** next-auth's allowance for clocks apart, in seconds, on `exp` and `nbf`. */
const clockToleranceSeconds = 15;
const ivBytes = 12;
const tagBytes = 16;

const derivedKeys = new Map<string, Buffer>();

/** The encryption key next-auth derives from the secret (and salt, empty for the session cookie); derived once. */
export function sessionTokenKey(secret: string, salt = ""): Buffer {
  const name = `${salt}\u0000${secret}`;
  let key = derivedKeys.get(name);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = Buffer.from(hkdfSync("sha256", secret, salt, info, 32));
    derivedKeys.set(name, key);
  }
  return key;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token holding `claims`, issued now and valid for `maxAgeSeconds`, with a fresh `jti`. */
export function encodeSessionToken(claims: object, key: Buffer, maxAgeSeconds: number, now = nowSeconds()): string {
  const payload = { ...claims, iat: now, exp: now + maxAgeSeconds, jti: randomUUID() };
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(writtenHeader, "ascii"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return [writtenHeader, "", iv.toString("base64url"), ciphertext.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const base64url = /^[A-Za-z0-9_-]*$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether a protected header is one this codec writes: direct key, AES-256-GCM, nothing else asked of the reader. */
function isOwnHeader(header: unknown): boolean {
  return isObject(header) && header.alg === "dir" && header.enc === "A256GCM" && Object.keys(header).every((name) => ownHeaderFields.has(name));
}
const ownHeaderFields = new Set(["alg", "enc", "typ"]);

/** Whether the time claims allow the token now (next-auth's 15 s tolerance): not expired, not before its start. */
function isCurrent(claims: Record<string, unknown>, now: number): boolean {
  for (const name of ["exp", "nbf", "iat"]) if (claims[name] !== undefined && typeof claims[name] !== "number") return false;
  if (typeof claims.exp === "number" && claims.exp <= now - clockToleranceSeconds) return false;
  if (typeof claims.nbf === "number" && claims.nbf > now + clockToleranceSeconds) return false;
  return true;
}

/**
 * The claims of a token, or null when it is not one: malformed, altered, under another key, expired or not yet
 * valid. Never throws.
 */
export function decodeSessionToken(token: string | undefined, key: Buffer, now = nowSeconds()): JWT | null {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 5 || !parts.every((part) => base64url.test(part))) return null;
  const [header = "", encryptedKey, iv = "", ciphertext = "", tag = ""] = parts;
  if (encryptedKey !== "" || !isOwnHeader(parseJson(Buffer.from(header, "base64url").toString("utf8")))) return null;
  const ivBuffer = Buffer.from(iv, "base64url");
  const tagBuffer = Buffer.from(tag, "base64url");
  if (ivBuffer.length !== ivBytes || tagBuffer.length !== tagBytes) return null;
  let plaintext: string;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, ivBuffer, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(header, "ascii"));
    decipher.setAuthTag(tagBuffer);
    plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
  const claims = parseJson(plaintext);
  return isObject(claims) && isCurrent(claims, now) ? (claims as JWT) : null;
}

/** The session cookie's name, as next-auth names it: `__Secure-` prefixed when the console's cookies are Secure. */
export function sessionCookieName(isSecure: boolean): string {
  return `${isSecure ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * The session token among a request's cookies: the cookie by its name, or, for a token next-auth split over
 * several cookies (`name.0`, `name.1`…), their values joined in order of their suffix, as next-auth joins them.
 */
export function sessionTokenFrom(cookies: Iterable<{ name: string; value: string }>, cookieName: string): string | undefined {
  const chunks: { suffix: number; value: string }[] = [];
  for (const { name, value } of cookies) {
    if (!name.startsWith(cookieName)) continue;
    chunks.push({ suffix: Number.parseInt(name.split(".").pop() ?? "0", 10), value });
  }
  return (
    chunks
      .sort((a, b) => (a.suffix || 0) - (b.suffix || 0))
      .map((chunk) => chunk.value)
      .join("") || undefined
  );
}
