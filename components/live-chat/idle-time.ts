import { countOf } from "@/lib/utils/plural";

/** An idle time in minutes as people say it, every minute of it: "45 minutes", "1 day", "1 day 6 hours 5 minutes". */
export function idleTimeLabel(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1) return "";
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const rest = minutes % 60;
  const parts = [days ? countOf(days, "day") : "", hours ? countOf(hours, "hour") : "", rest ? countOf(rest, "minute") : ""];
  return parts.filter(Boolean).join(" ") || countOf(minutes, "minute");
}
