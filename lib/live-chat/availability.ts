import { isOpenAt, isTimeZone, type OpeningInterval } from "@/lib/schemas/agent-api/business-hours";

export type AvailabilitySettings = {
  businessHours?: { timezone: string; intervals: readonly OpeningInterval[]; outsideHoursMessage?: string } | null;
  limitUnavailableDates?: boolean;
  unavailableDates?: readonly string[];
  unavailableDatesMessage?: string;
};

export type LiveChatAvailability = { state: "open" } | { state: "away"; reason: "unavailable-date" | "outside-hours"; message: string };

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * Whether people answer the agent's conversations at an instant, and if not what users are told: an
 * unavailable date first (when dates are limited), then the business hours. Without business hours
 * people are always there. Dates are read in the business hours' time zone, else in UTC. The widget
 * shows it to visitors; the service reads it before handing a conversation to a person.
 */
export function liveChatAvailability(settings: AvailabilitySettings, at: Date): LiveChatAvailability {
  const hours = settings.businessHours;
  const timezone = hours && isTimeZone(hours.timezone) ? hours.timezone : "UTC";
  if (settings.limitUnavailableDates && settings.unavailableDates?.includes(localDate(at, timezone))) {
    return { state: "away", reason: "unavailable-date", message: settings.unavailableDatesMessage ?? "" };
  }
  if (hours && !isOpenAt(hours, at)) return { state: "away", reason: "outside-hours", message: hours.outsideHoursMessage ?? "" };
  return { state: "open" };
}
