import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleOrganizations, consoleWebhookDeliveries, consoleWebhooks } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { countRefusedDelivery, recordWebhookDelivery } from "./deliveries";
import { openWebhookSecret } from "./secret";
import { verifyDelivery } from "./verify";
import { VaultDecryptionError } from "../../crypto/envelope";
import { prepareInboxUpdate } from "../inbox/from-delivery";

export type ReceiverAnswer = { status: number; body: Record<string, unknown> };

const accepted = (id: string, isDuplicate: boolean): ReceiverAnswer => ({ status: 200, body: { received: true, id, isDuplicate } });

const refused = (reason: string): ReceiverAnswer => ({ status: 401, body: { error: "INVALID_SIGNATURE", message: reason } });

/**
 * The webhook a delivery is addressed to, with its organization and the id of the delivery already stored under
 * the request's `webhook-id` (if any), in one statement; undefined when the console has no such webhook.
 */
async function findReceivingWebhook(db: Database, webhookId: string, messageId: string) {
  const [found] = await db
    .select({ webhook: consoleWebhooks, organization: consoleOrganizations, recordedId: consoleWebhookDeliveries.id })
    .from(consoleWebhooks)
    .leftJoin(consoleOrganizations, eq(consoleOrganizations.id, consoleWebhooks.organizationId))
    .leftJoin(consoleWebhookDeliveries, and(eq(consoleWebhookDeliveries.webhookId, consoleWebhooks.id), eq(consoleWebhookDeliveries.messageId, messageId)))
    .where(eq(consoleWebhooks.id, webhookId));
  return found;
}

/**
 * The console's webhook receiver: checks a delivery's signature with the webhook's sealed secret and
 * stores it once per `webhook-id` (a repeat answers 200 again, so the sender stops retrying), and brings a
 * new one into the hand-off inbox in the same transaction before answering: a 2xx means both are stored, and
 * anything that fails (the database gone) throws, answered 5xx so the sender tries again. Nothing is stored
 * before the signature checks out: a request whose signature or timestamp does not is answered 401 and only
 * counted on its webhook (with when and why), so forged requests never reach the delivery log.
 */
export async function receiveWebhookDelivery(db: Database, request: { webhookId: string; headers: Headers; body: string }): Promise<ReceiverAnswer> {
  const notFound: ReceiverAnswer = { status: 404, body: { error: "NOT_FOUND", message: "The console has no such webhook." } };
  if (!isUuid(request.webhookId)) return notFound;
  const found = await findReceivingWebhook(db, request.webhookId, request.headers.get("webhook-id") ?? "");
  if (!found) return notFound;
  const { webhook, organization, recordedId } = found;

  let secret: string | undefined;
  try {
    secret = openWebhookSecret(webhook);
  } catch (error) {
    if (!(error instanceof VaultDecryptionError)) throw error;
  }
  if (!secret) {
    const reason = "The console holds no usable signing secret for this webhook, so its deliveries cannot be checked.";
    await countRefusedDelivery(db, webhook.id, reason);
    return refused(reason);
  }

  const verified = verifyDelivery(secret, request.headers, request.body);
  if (!verified.isValid) {
    await countRefusedDelivery(db, webhook.id, verified.reason);
    return refused(verified.reason);
  }
  // Looked up with the webhook under the header's id, which the signature has now vouched for.
  if (recordedId) return accepted(recordedId, true);
  // Worked out first, as it may ask the API; then the delivery and what it changes are written together, so
  // a crash or a failure in between leaves neither, and the sender's retry is taken as new. A repeat arriving
  // meanwhile waits on the delivery's row and is answered as a repeat only once the first one is committed.
  const update = organization ? await prepareInboxUpdate(db, webhook, organization, verified.payload) : undefined;
  const { id, isDuplicate } = await db.transaction(async (tx) => {
    const recorded = await recordWebhookDelivery(tx, webhook, { messageId: verified.messageId, payload: verified.payload });
    if (!recorded.isDuplicate) await update?.apply(tx);
    return recorded;
  });
  return accepted(id, isDuplicate);
}
