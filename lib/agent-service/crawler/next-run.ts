import type { ScrapingFrequency } from "@/lib/schemas/agent-api/scraping";

const dayMs = 24 * 60 * 60 * 1000;

/** The same day and time a calendar month later (UTC), on the month's last day when it is shorter. */
function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/** When a configuration's next scheduled crawl is due, counted from `from`; null when it is crawled only on request. */
export function nextRunAfter(frequency: ScrapingFrequency, from: Date): Date | null {
  switch (frequency) {
    case "manual":
      return null;
    case "daily":
      return new Date(from.getTime() + dayMs);
    case "weekly":
      return new Date(from.getTime() + 7 * dayMs);
    case "monthly":
      return addMonth(from);
  }
}
