import "server-only";

import type { consoleWebhooks } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

import { open, seal } from "../../crypto/envelope";

type WebhookRow = typeof consoleWebhooks.$inferSelect;
type SealedColumns = Pick<WebhookRow, "secretCiphertext" | "secretNonce" | "secretTag" | "secretKeyVersion">;

/** The row a secret is bound to: copied to another webhook, organization or agent, it no longer opens. */
const associatedData = (row: Pick<WebhookRow, "id" | "organizationId" | "agentId">) => ["console_webhooks", row.id, row.organizationId, row.agentId].join(":");

/** Seals a webhook's signing secret with the vault's master key, for the columns of its row. */
export function sealWebhookSecret(row: Pick<WebhookRow, "id" | "organizationId" | "agentId">, secret: string): SealedColumns {
  const sealed = seal(secret, serverEnv().secrets.vaultMasterKeys, associatedData(row));
  return { secretCiphertext: sealed.ciphertext, secretNonce: sealed.nonce, secretTag: sealed.tag, secretKeyVersion: sealed.keyVersion };
}

/** The webhook's signing secret in clear, for checking a delivery; undefined when none was returned. Throws if tampered with. */
export function openWebhookSecret(row: WebhookRow): string | undefined {
  const { secretCiphertext, secretNonce, secretTag, secretKeyVersion } = row;
  if (!secretCiphertext || !secretNonce || !secretTag || secretKeyVersion === null) return undefined;
  return open(
    { ciphertext: secretCiphertext, nonce: secretNonce, tag: secretTag, keyVersion: secretKeyVersion },
    serverEnv().secrets.vaultMasterKeys,
    associatedData(row),
  );
}
