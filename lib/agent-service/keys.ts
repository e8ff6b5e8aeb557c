import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

export type KeyKind = "agent" | "organization" | "super_admin";

/**
 * A new secret key. Agent keys are UUIDs, as the real deployment issues them; organization and
 * super-admin keys carry a prefix that says what they are.
 */
export function generateKey(kind: KeyKind): string {
  if (kind === "agent") return randomUUID();
  const prefix = kind === "organization" ? "org_" : "sa_";
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

/** Keys are high-entropy secrets: a SHA-256 digest is enough to store and look them up by. */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function keysMatch(storedHash: string, key: string): boolean {
  const presented = Buffer.from(hashKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

/** What may be shown of a key: its first characters and its last four. */
export function keyFingerprint(key: string): { prefix: string; lastFour: string } {
  const prefixLength = key.startsWith("org_") ? 8 : key.startsWith("sa_") ? 7 : 8;
  return { prefix: key.slice(0, prefixLength), lastFour: key.slice(-4) };
}
