/** A timestamp from the API as the reader's local date and time, or undefined when there is none. */
export function formatTimestamp(value: string | null | undefined, locale?: string, timeZone?: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}
