import type { SentDeliveryStatus } from "@/lib/schemas/console/webhooks";

type BadgeVariant = "secondary" | "success" | "warning" | "destructive";

/** Each state of a sent delivery in plain words, with its badge's colour. */
export const sentStatusLabels: Record<SentDeliveryStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: "Pending", variant: "secondary" },
  retrying: { label: "Retrying", variant: "warning" },
  delivered: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/** How long an attempt took: milliseconds under a second, seconds with one decimal above. */
export function formatLatency(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

/** When the next attempt is due, relative to now: "in 8 s", "in 2 min", "due now". */
export function describeNextRetry(nextRetryAt: string | null, now: Date): string | null {
  if (!nextRetryAt) return null;
  const seconds = Math.round((new Date(nextRetryAt).getTime() - now.getTime()) / 1_000);
  if (!Number.isFinite(seconds)) return null;
  if (seconds <= 0) return "due now";
  return seconds < 90 ? `in ${seconds} s` : `in ${Math.round(seconds / 60)} min`;
}

/** The receiver's answer at an attempt: its status code, or that there was none. */
export function describeResponse(statusCode: number | null): string {
  return statusCode === null ? "No answer" : `HTTP ${statusCode}`;
}
