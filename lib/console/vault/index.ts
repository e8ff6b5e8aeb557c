import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleApiKeys, type VaultKeyScope } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import type { Region } from "@/lib/regions";

import { OpenedKeys, openedKeyLifetimeMs } from "./opened-keys";
import { fingerprint, open, seal } from "../../crypto/envelope";

export type VaultOwner = { scope: VaultKeyScope; region: Region; organizationId?: string | null; agentId?: string | null };
export type VaultKeyRow = typeof consoleApiKeys.$inferSelect;
/** What may leave the server about a key: everything but the sealed secret. */
export type VaultKeyInfo = Omit<VaultKeyRow, "ciphertext" | "nonce" | "tag" | "keyVersion">;

/** Keys opened for calls to the API, kept for seconds: most console requests make one, often with the same key. */
const openedKeys = new OpenedKeys<{ id: string; key: string }>(openedKeyLifetimeMs, 1_000);
const ownerName = (owner: VaultOwner) => [owner.scope, owner.region, owner.organizationId ?? "", owner.agentId ?? ""].join(":");

/** The row identity a sealed key is bound to: moved to another row or owner, it no longer opens. */
function associatedData(id: string, owner: VaultOwner): string {
  return ["console_api_keys", id, owner.scope, owner.region, owner.organizationId ?? "", owner.agentId ?? ""].join(":");
}

function ownerCondition(owner: VaultOwner): SQL {
  return and(
    eq(consoleApiKeys.scope, owner.scope),
    eq(consoleApiKeys.region, owner.region),
    owner.organizationId ? eq(consoleApiKeys.organizationId, owner.organizationId) : isNull(consoleApiKeys.organizationId),
    owner.agentId ? eq(consoleApiKeys.agentId, owner.agentId) : isNull(consoleApiKeys.agentId),
  )!;
}

export function keyInfo(row: VaultKeyRow): VaultKeyInfo {
  const { ciphertext: _ciphertext, nonce: _nonce, tag: _tag, keyVersion: _keyVersion, ...info } = row;
  return info;
}

/**
 * Stores the owner's key, replacing the one it had: a rotated key takes the old one's place in the same
 * step, so the old secret is never used again.
 */
export async function storeKey(
  db: DatabaseExecutor,
  owner: VaultOwner,
  key: string,
  details: { label: string; createdBy?: string | null },
): Promise<VaultKeyInfo> {
  const masterKeys = serverEnv().secrets.vaultMasterKeys;
  const [existing] = await db.select({ id: consoleApiKeys.id }).from(consoleApiKeys).where(ownerCondition(owner));
  const id = existing?.id ?? crypto.randomUUID();
  const sealed = seal(key, masterKeys, associatedData(id, owner));
  const values = {
    ...sealed,
    fingerprint: fingerprint(key),
    label: details.label,
    status: "active" as const,
    lastError: null,
    lastCheckedAt: new Date(),
  };
  const [row] = existing
    ? await db.update(consoleApiKeys).set(values).where(eq(consoleApiKeys.id, id)).returning()
    : await db
        .insert(consoleApiKeys)
        .values({
          id,
          scope: owner.scope,
          region: owner.region,
          organizationId: owner.organizationId ?? null,
          agentId: owner.agentId ?? null,
          createdBy: details.createdBy ?? null,
          ...values,
        })
        .returning();
  openedKeys.forget(ownerName(owner));
  return keyInfo(row!);
}

/** The owner's key in clear, for a call to the AI Agent API; throws VaultDecryptionError if the row was tampered with. */
export async function readKey(db: DatabaseExecutor, owner: VaultOwner): Promise<{ id: string; key: string } | undefined> {
  const [row] = await db.select().from(consoleApiKeys).where(ownerCondition(owner));
  if (!row) return undefined;
  return { id: row.id, key: open(row, serverEnv().secrets.vaultMasterKeys, associatedData(row.id, row)) };
}

/**
 * The owner's key in clear for a call to the API, opened at most every few seconds; `fresh` reads the row
 * again (after the API refused the key kept from before: another instance may have replaced it).
 */
export async function readKeyForCall(db: DatabaseExecutor, owner: VaultOwner, { fresh = false } = {}) {
  const name = ownerName(owner);
  const kept = fresh ? undefined : openedKeys.get(name);
  if (kept) return kept;
  const stored = await readKey(db, owner);
  if (stored) openedKeys.set(name, stored);
  else openedKeys.forget(name);
  return stored;
}

export async function listKeys(db: DatabaseExecutor, filter: { organizationId?: string } = {}): Promise<VaultKeyInfo[]> {
  const rows = await db
    .select()
    .from(consoleApiKeys)
    .where(filter.organizationId ? eq(consoleApiKeys.organizationId, filter.organizationId) : sql`true`)
    .orderBy(consoleApiKeys.scope, consoleApiKeys.createdAt);
  return rows.map(keyInfo);
}

export async function findKeyInfo(db: DatabaseExecutor, id: string): Promise<VaultKeyInfo | undefined> {
  const [row] = await db.select().from(consoleApiKeys).where(eq(consoleApiKeys.id, id));
  return row ? keyInfo(row) : undefined;
}

/** Records how the key fared the last time it was used: refused upstream (403) flags it in the UI. */
export async function recordKeyCheck(db: DatabaseExecutor, id: string, outcome: { ok: true } | { ok: false; error: string }) {
  await db
    .update(consoleApiKeys)
    .set(
      outcome.ok
        ? { status: "active", lastError: null, lastCheckedAt: new Date() }
        : { status: "failing", lastError: outcome.error, lastCheckedAt: new Date() },
    )
    .where(eq(consoleApiKeys.id, id));
  if (!outcome.ok) openedKeys.forgetRow(id);
}

/** Renames a stored key, its secret untouched: the label names the upstream key it is. */
export async function relabelKey(db: DatabaseExecutor, id: string, label: string) {
  await db.update(consoleApiKeys).set({ label }).where(eq(consoleApiKeys.id, id));
}

export async function removeKey(db: DatabaseExecutor, id: string) {
  await db.delete(consoleApiKeys).where(eq(consoleApiKeys.id, id));
  openedKeys.forgetRow(id);
}
