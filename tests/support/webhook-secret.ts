import { openSigningSecret } from "@/lib/agent-service/webhooks/sealed-secret";
import { vaultMasterKeysSchema } from "@/lib/env/schema";
import { testVaultMasterKey } from "@/tests/support/test-server.mjs";

/** The console's own receiver for one of an agent's triggers, as the API stores it: its URL and its sealed signing secret. */
export const receiverWebhookQuery =
  "select id, agent_id, url, secret, secret_ciphertext, secret_nonce, secret_tag, secret_key_version from svc_webhooks where agent_id = $1 and trigger_condition = $2 and url like '%/api/webhooks/%' limit 1";

export type SealedWebhookRow = {
  id: string;
  agent_id: string;
  url: string;
  secret: string | null;
  secret_ciphertext: string | null;
  secret_nonce: string | null;
  secret_tag: string | null;
  secret_key_version: number | null;
};

/** The signing secret the API sealed in a webhook's row, opened with the test servers' vault key. */
export function signingSecretOf(row: SealedWebhookRow): string {
  return openSigningSecret(
    {
      id: row.id,
      agentId: row.agent_id,
      secret: row.secret,
      secretCiphertext: row.secret_ciphertext,
      secretNonce: row.secret_nonce,
      secretTag: row.secret_tag,
      secretKeyVersion: row.secret_key_version,
    },
    vaultMasterKeysSchema.parse(testVaultMasterKey),
  );
}
