import { countOf } from "@/lib/utils/plural";

const dayMs = 24 * 60 * 60 * 1000;

/** The end date the API receives for a chosen last day: the end of that day, UTC. */
export function endOfDayIso(day: string): string {
  return `${day}T23:59:59.999Z`;
}

/**
 * Whole days left until a subscription ends, counted up (a subscription ending later today has 1 day
 * left); 0 or less once it has ended; null when it has no end date or the date cannot be read.
 */
export function daysLeft(endsAt: string | null | undefined, now: Date): number | null {
  if (!endsAt) return null;
  const end = new Date(endsAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.ceil((end - now.getTime()) / dayMs);
}

/** Days left in words, for the tenant table. */
export function describeDaysLeft(days: number | null): string {
  if (days === null) return "No end date";
  if (days <= 0) return "Ended";
  return `${countOf(days, "day")} left`;
}
