import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";

import { open, seal } from "@/lib/crypto/envelope";
import type { DatabaseExecutor } from "@/lib/db";
import { svcWebhooks } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

type WebhookRow = typeof svcWebhooks.$inferSelect;
type RowIdentity = Pick<WebhookRow, "id" | "agentId">;
type SealedColumns = Pick<WebhookRow, "secret" | "secretCiphertext" | "secretNonce" | "secretTag" | "secretKeyVersion">;

/** The row a secret is bound to: copied to another webhook or agent, it no longer opens. */
const associatedData = (row: RowIdentity) => ["svc_webhooks", row.id, row.agentId].join(":");

/** A webhook's signing secret sealed with the vault's master key, as the columns of its row (the clear one left empty). */
export function sealSigningSecret(row: RowIdentity, secret: string): SealedColumns {
  const sealed = seal(secret, serverEnv().secrets.vaultMasterKeys, associatedData(row));
  return { secret: null, secretCiphertext: sealed.ciphertext, secretNonce: sealed.nonce, secretTag: sealed.tag, secretKeyVersion: sealed.keyVersion };
}

/**
 * The webhook's signing secret in clear, to sign a delivery: opened from its sealed columns (throws if they were
 * tampered with), or, for a row written before secrets were sealed and not sealed yet, its clear column.
 */
export function openSigningSecret(row: RowIdentity & SealedColumns, masterKeys: ReadonlyMap<number, Buffer> = serverEnv().secrets.vaultMasterKeys): string {
  const { secretCiphertext, secretNonce, secretTag, secretKeyVersion } = row;
  if (secretCiphertext && secretNonce && secretTag && secretKeyVersion !== null) {
    return open({ ciphertext: secretCiphertext, nonce: secretNonce, tag: secretTag, keyVersion: secretKeyVersion }, masterKeys, associatedData(row));
  }
  if (row.secret) return row.secret;
  throw new Error(`webhook ${row.id} has no signing secret`);
}

/**
 * Seals the secrets still stored in clear (rows written before they were sealed) and empties their clear column;
 * run at start. Each row is updated only while its clear column is still set, so instances starting together
 * seal it once.
 */
export async function sealClearSigningSecrets(db: DatabaseExecutor): Promise<number> {
  const rows = await db
    .select({ id: svcWebhooks.id, agentId: svcWebhooks.agentId, secret: svcWebhooks.secret })
    .from(svcWebhooks)
    .where(isNotNull(svcWebhooks.secret));
  let sealedCount = 0;
  for (const row of rows) {
    if (!row.secret) continue;
    const updated = await db
      .update(svcWebhooks)
      .set(sealSigningSecret(row, row.secret))
      .where(and(eq(svcWebhooks.id, row.id), eq(svcWebhooks.secret, row.secret)))
      .returning({ id: svcWebhooks.id });
    sealedCount += updated.length;
  }
  return sealedCount;
}
