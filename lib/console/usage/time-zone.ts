/** Calendar arithmetic in an IANA time zone with nothing but Intl: local dates, local midnights, offsets. */

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const local = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The local calendar date an instant falls on. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
}

/** A local date moved by whole days (month and year lengths handled by Date.UTC). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The instant a local date begins in a time zone. Where a DST change skips midnight, the day begins
 * at the first instant that exists.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wallClock = Date.UTC(date.year, date.month - 1, date.day);
  let guess = wallClock - zoneOffsetMs(new Date(wallClock), timeZone);
  guess = wallClock - zoneOffsetMs(new Date(guess), timeZone);
  const landed = localDateOf(new Date(guess), timeZone);
  if (landed.year !== date.year || landed.month !== date.month || landed.day !== date.day) {
    // Midnight does not exist that day: step forward to the first hour that does.
    return new Date(guess + 3_600_000);
  }
  return new Date(guess);
}

export const formatLocalDate = (date: LocalDate) => `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;

/** "2026-11-03" as a local date, or null when it is not a real calendar date. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatLocalDate(addDays(date, 0)) === text ? date : null;
}

/** Whole days from one local date to another. */
export const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
