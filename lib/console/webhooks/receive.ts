import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleWebhooks } from "@/lib/db/schema";

import { updateInboxFromDelivery } from "../inbox/from-delivery";
import { VaultDecryptionError } from "../vault/envelope";
import { isUuid } from "../is-uuid";
import { forgetDelivery, recordRefusedDelivery, recordWebhookDelivery } from "./deliveries";
import { openWebhookSecret } from "./secret";
import { verifyDelivery } from "./verify";

export type ReceiverAnswer = { status: number; body: Record<string, unknown> };

const refused = (reason: string): ReceiverAnswer => ({ status: 401, body: { error: "INVALID_SIGNATURE", message: reason } });

/**
 * The console's webhook receiver: checks a delivery's signature with the webhook's sealed secret and
 * stores it once per `webhook-id` (a repeat answers 200 again, so the sender stops retrying), and brings a
 * new one into the hand-off inbox before answering. A request
 * whose signature or timestamp does not check out is answered 401 and kept only as a refusal record,
 * without its payload.
 */
export async function receiveWebhookDelivery(db: Database, request: { webhookId: string; headers: Headers; body: string }): Promise<ReceiverAnswer> {
  const notFound: ReceiverAnswer = { status: 404, body: { error: "NOT_FOUND", message: "The console has no such webhook." } };
  if (!isUuid(request.webhookId)) return notFound;
  const [webhook] = await db.select().from(consoleWebhooks).where(eq(consoleWebhooks.id, request.webhookId));
  if (!webhook) return notFound;

  let secret: string | undefined;
  try {
    secret = openWebhookSecret(webhook);
  } catch (error) {
    if (!(error instanceof VaultDecryptionError)) throw error;
  }
  if (!secret) {
    const reason = "The console holds no usable signing secret for this webhook, so its deliveries cannot be checked.";
    await recordRefusedDelivery(db, webhook.id, reason);
    return refused(reason);
  }

  const verified = verifyDelivery(secret, request.headers, request.body);
  if (!verified.isValid) {
    await recordRefusedDelivery(db, webhook.id, verified.reason);
    return refused(verified.reason);
  }
  const { delivery, isDuplicate } = await recordWebhookDelivery(db, webhook, { messageId: verified.messageId, payload: verified.payload });
  if (!isDuplicate) {
    try {
      await updateInboxFromDelivery(db, webhook, verified.payload);
    } catch (error) {
      // Forget the delivery so the sender's retry is not taken for a repeat and reaches the inbox.
      await forgetDelivery(db, delivery.id);
      throw error;
    }
  }
  return { status: 200, body: { received: true, id: delivery.id, isDuplicate } };
}
