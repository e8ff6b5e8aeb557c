import type { SentDeliveryPage } from "@/lib/schemas/console/webhooks";

/** How often a page of sent deliveries is read again while a delivery on it is still being sent. */
export const busyRefreshMs = 2_000;
/** How often otherwise, so new deliveries show up. */
export const idleRefreshMs = 15_000;

/**
 * When to read the page again: soon while a delivery on it is pending or retrying, now and then otherwise,
 * and never when the deployment does not report deliveries (asking again will not change that).
 */
export function sentRefreshInterval(page: SentDeliveryPage | undefined): number | false {
  if (!page) return idleRefreshMs;
  if (!page.isReported) return false;
  return page.data.some((delivery) => delivery.status === "pending" || delivery.status === "retrying") ? busyRefreshMs : idleRefreshMs;
}
