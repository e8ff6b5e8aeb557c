import { formatTimestamp } from "@/lib/utils/format-timestamp";

/** A timestamp as a `<time>`, or the given words when there is none. */
export function Timestamp({ value, empty }: { value: string | null | undefined; empty: string }) {
  const shown = formatTimestamp(value);
  if (!value || !shown) return <span className="text-muted-foreground">{empty}</span>;
  return <time dateTime={value}>{shown}</time>;
}
