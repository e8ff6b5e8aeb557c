import { Webhook, WebhookVerificationError } from "standardwebhooks";

export type VerifiedDelivery = { isValid: true; messageId: string; payload: unknown };
export type RefusedDelivery = { isValid: false; reason: string };

const signatureHeaders = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;

/** The plain-words reason for a refusal, from the library's own message. */
function describeRefusal(error: unknown): string {
  if (!(error instanceof WebhookVerificationError)) return "The signing secret could not be used.";
  switch (error.message) {
    case "Missing required headers":
      return "The webhook-id, webhook-timestamp or webhook-signature header is missing.";
    case "Invalid Signature Headers":
      return "The webhook-timestamp header is not a time.";
    case "Message timestamp too old":
      return "The timestamp is more than five minutes old.";
    case "Message timestamp too new":
      return "The timestamp is more than five minutes in the future.";
    default:
      return "The signature does not match the webhook's signing secret.";
  }
}

/**
 * Checks a delivery the Standard Webhooks way: the signature over `id.timestamp.body` with the webhook's
 * secret, and a timestamp within five minutes of now (so a captured request cannot be replayed later).
 * Answers the `webhook-id` and the parsed JSON body, or why the delivery is refused.
 */
export function verifyDelivery(secret: string, headers: Headers, body: string): VerifiedDelivery | RefusedDelivery {
  const given = Object.fromEntries(signatureHeaders.map((name) => [name, headers.get(name) ?? ""]));
  try {
    new Webhook(secret).verify(body, given, { jsonParse: false });
  } catch (error) {
    return { isValid: false, reason: describeRefusal(error) };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { isValid: false, reason: "The body is not JSON." };
  }
  return { isValid: true, messageId: given["webhook-id"]!, payload };
}
