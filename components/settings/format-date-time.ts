/** A timestamp from the API as the reader's local date and time, or undefined when there is none. */
export function formatDateTime(value: Date | string | null | undefined, locale?: string, timeZone?: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** The machine-readable form for a `<time dateTime>` attribute. */
export function isoDateTime(value: Date | string): string {
  return new Date(value).toISOString();
}
