/** Building a date format is far slower than using one: each locale and zone's is built once and kept. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A timestamp from the API as the reader's local date and time, or undefined when there is none. */
export function formatTimestamp(value: Date | string | null | undefined, locale?: string, timeZone?: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatFor(locale, timeZone).format(date);
}

/** The machine-readable form for a `<time dateTime>` attribute. */
export function machineTimestamp(value: Date | string): string {
  return new Date(value).toISOString();
}
