import { toCsv } from "@/lib/console/audit/csv";

import { seriesMetrics, seriesTotals, type SeriesPoint } from "./prepare-buckets";

export const seriesColumns = ["Conversations", "Messages", "Tokens", "Voice seconds", "SMS", "Emails"] as const;

/** The series shown, one row per bucket with its start and end, and a last row of totals. */
export function seriesCsv(points: readonly SeriesPoint[]): string {
  const totals = seriesTotals(points);
  return toCsv(
    ["Period", "Start", "End", ...seriesColumns],
    [
      ...points.map((point) => [point.label, point.start, point.end, ...seriesMetrics.map((metric) => point[metric])]),
      ["Total", points[0]?.start ?? "", points.at(-1)?.end ?? "", ...seriesMetrics.map((metric) => totals[metric])],
    ],
  );
}

export type UserUsageRow = { conversationUserId: string; name: string; email?: string | null; conversations: number; messages: number; tokens: number };

/** Usage per conversation user in the period. */
export function usersCsv(users: readonly UserUsageRow[], agentName?: string): string {
  const header = [...(agentName === undefined ? [] : ["Agent"]), "User", "Email", "User ID", "Conversations", "Messages", "Tokens"];
  return toCsv(
    header,
    users.map((user) => [
      ...(agentName === undefined ? [] : [agentName]),
      user.name,
      user.email ?? "",
      user.conversationUserId,
      user.conversations,
      user.messages,
      user.tokens,
    ]),
  );
}

/** A file name for an export: "usage-northwind-support-2026-11-01-to-2026-11-07.csv". */
export function exportFileName(parts: readonly string[]): string {
  const slug = parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "usage"}.csv`;
}
