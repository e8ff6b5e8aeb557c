/**
 * The expiry a `datetime-local` box holds (the reader's local time, no zone) as the instant the API takes,
 * or undefined when the box is empty or unreadable.
 */
export function localDateTimeToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` box shows it, in the reader's local time; "" for none. */
export function isoToLocalDateTime(value: string | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
