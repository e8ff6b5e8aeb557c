import "server-only";

import type { consoleWebhookDeliveries, consoleWebhooks } from "@/lib/db/schema";

export type RecordedDelivery = typeof consoleWebhookDeliveries.$inferSelect;

/** A new signed delivery, with the webhook (organization, agent) it came for. */
export type DeliveryEvent = {
  delivery: RecordedDelivery;
  webhook: Pick<typeof consoleWebhooks.$inferSelect, "id" | "organizationId" | "agentId" | "triggerCondition">;
};

export type DeliveryListener = (event: DeliveryEvent) => void | Promise<void>;

const registry = globalThis as typeof globalThis & { __switchboardDeliveryListeners?: Set<DeliveryListener> };
const listeners = (registry.__switchboardDeliveryListeners ??= new Set());

/**
 * Calls `listener` for every new signed delivery this process records (a repeat of one already stored is
 * not new). Answers the function that unsubscribes.
 */
export function subscribeToWebhookDeliveries(listener: DeliveryListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; one that fails is logged and never fails the delivery. */
export async function publishWebhookDelivery(event: DeliveryEvent): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(event);
      } catch (error) {
        console.error("a webhook delivery listener failed", error);
      }
    }),
  );
}
