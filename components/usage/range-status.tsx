import type { UsageRange } from "@/lib/schemas/console/usage";

const dateTime = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The period on screen in words, its time zone, and that newer figures are on their way. */
export function RangeStatus({ range, isUpdating }: { range: UsageRange; isUpdating: boolean }) {
  const format = dateTime(range.timeZone);
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      <span data-slot="range-text">
        {format.format(new Date(range.start))} to {format.format(new Date(range.until))} ({range.timeZone}), compared with the same length of time before.
      </span>
      {isUpdating ? <span> Updating…</span> : null}
    </p>
  );
}
