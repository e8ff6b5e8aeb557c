export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening interval of a weekday, `HH:MM` to `HH:MM` in the schedule's time zone; `24:00` ends a day. */
export type OpeningInterval = { day: Weekday; start: string; end: string };

export type IntervalProblem = { index: number; field: "start" | "end"; message: string };

export const timeOfDayPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the runtime knows this IANA time zone, e.g. `Europe/Berlin` or `UTC`. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a week of opening intervals: an interval must end after it starts, and the
 * intervals of one day must not overlap (touching, 09:00–12:00 then 12:00–17:00, is fine).
 * Intervals whose times are not `HH:MM` are left to the field check.
 */
export function openingIntervalProblems(intervals: readonly OpeningInterval[]): IntervalProblem[] {
  const problems: IntervalProblem[] = [];
  const valid = intervals
    .map((interval, index) => ({ ...interval, index }))
    .filter((interval) => timeOfDayPattern.test(interval.start) && timeOfDayPattern.test(interval.end));
  for (const interval of valid) {
    if (minutes(interval.end) <= minutes(interval.start)) {
      problems.push({ index: interval.index, field: "end", message: `must be after the start (${interval.start})` });
    }
  }
  const ordered = valid.filter((interval) => minutes(interval.end) > minutes(interval.start)).sort((a, b) => minutes(a.start) - minutes(b.start));
  for (const day of weekdays) {
    let previous: (typeof ordered)[number] | undefined;
    for (const interval of ordered.filter((candidate) => candidate.day === day)) {
      if (previous && minutes(interval.start) < minutes(previous.end)) {
        problems.push({ index: interval.index, field: "start", message: `overlaps ${previous.start}–${previous.end} on ${day}` });
      }
      if (!previous || minutes(interval.end) > minutes(previous.end)) previous = interval;
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** A weekly schedule: its time zone and its opening intervals. */
export type WeeklySchedule = { timezone: string; intervals: readonly OpeningInterval[] };

/** The weekday and the minute of that day (0–1439) an instant falls on in a time zone. */
export function localWeekTime(at: Date, timezone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: timezone, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(
    at,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return { day: part("weekday").toLowerCase() as Weekday, minute: (Number(part("hour")) % 24) * 60 + Number(part("minute")) };
}

/**
 * Whether a schedule is open at an instant: some interval of that weekday, in the schedule's time zone,
 * starts at or before it and ends after it. A schedule without intervals is always closed; intervals
 * whose times are not `HH:MM`, or whose time zone is unknown, open nothing.
 */
export function isOpenAt(schedule: WeeklySchedule, at: Date): boolean {
  if (!isTimeZone(schedule.timezone)) return false;
  const now = localWeekTime(at, schedule.timezone);
  return schedule.intervals.some(
    (interval) =>
      interval.day === now.day &&
      timeOfDayPattern.test(interval.start) &&
      timeOfDayPattern.test(interval.end) &&
      minutes(interval.start) <= now.minute &&
      now.minute < minutes(interval.end),
  );
}
