import "server-only";
import { randomBytes } from "node:crypto";

import { Webhook } from "standardwebhooks";

export type SignatureHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The three Standard Webhooks headers for one attempt of one message. `messageId` stays the same
 * across retries so receivers can drop duplicates; the timestamp is the attempt's.
 */
export function signWebhook(secret: string, message: { id: string; timestamp: Date; body: string }): SignatureHeaders {
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(message.timestamp.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(message.id, message.timestamp, message.body),
  };
}
