import type { WebhookDeliveryStatus } from "@/lib/schemas/agent-api/webhook-deliveries";

/** The outbox's row: `lastError` is set by a failed attempt, and cleared by a success or a replay. */
type StoredDelivery = { status: "pending" | "delivered" | "failed"; lastError: string | null };
type DeliveryJob = { status: "queued" | "running" | "done" | "failed"; runAt: Date };

/** What a stored delivery is: one not sent yet (or replayed) is `pending` until an attempt fails, then `retrying`. */
export function deliveryState(delivery: StoredDelivery): WebhookDeliveryStatus {
  if (delivery.status !== "pending") return delivery.status;
  return delivery.lastError === null ? "pending" : "retrying";
}

/** The stored rows a requested state is made of: the outbox keeps `retrying` as a pending row with an error. */
export function storedFilter(state: WebhookDeliveryStatus): { status: StoredDelivery["status"]; hasFailed?: boolean } {
  if (state === "pending") return { status: "pending", hasFailed: false };
  if (state === "retrying") return { status: "pending", hasFailed: true };
  return { status: state };
}

/**
 * When the next attempt is due: the delivery's job's time while it waits in the queue. None once the
 * delivery is delivered or failed, nor while an attempt runs (its outcome decides).
 */
export function nextAttemptAt(delivery: StoredDelivery, job: DeliveryJob | undefined): Date | null {
  if (delivery.status !== "pending" || !job || job.status !== "queued") return null;
  return job.runAt;
}

/** Only a delivery that is done with (delivered or failed) can be sent again; one still being sent cannot. */
export function canReplay(delivery: StoredDelivery): boolean {
  return delivery.status !== "pending";
}
