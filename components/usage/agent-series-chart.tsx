"use client";

import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

import { BarSeriesChart } from "@/components/charts/bar-series-chart";
import { ChartDataTable } from "@/components/charts/chart-data-table";
import { chartColor, formatNumber } from "@/components/charts/chart-theme";
import type { SeriesMetric, SeriesPoint } from "@/lib/console/usage/prepare-buckets";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import { isAllZero } from "@/lib/console/usage/prepare-stack";

import { ChartPanel } from "./chart-panel";
import { usageConversationsHref } from "./usage-hrefs";

type Props = {
  agentId: string;
  title: string;
  description: string;
  metrics: readonly { key: SeriesMetric; label: string }[];
  points: readonly SeriesPoint[];
  selection: RangeSelection;
  empty: { icon: LucideIcon; title: string; description: string };
  actions?: ReactNode;
};

/** One agent's figures over time; a bar, or a period in the table, opens the conversations started then. */
export function AgentSeriesChart({ agentId, title, description, metrics, points, selection, empty, actions }: Props) {
  const router = useRouter();
  const drillDown = (point: SeriesPoint) => usageConversationsHref(agentId, { from: point.start, to: point.end }, selection);
  return (
    <ChartPanel
      title={title}
      description={description}
      actions={actions}
      empty={
        isAllZero(
          points,
          metrics.map((metric) => metric.key),
        )
          ? empty
          : null
      }
      chart={
        <BarSeriesChart
          rows={points}
          bars={metrics.map((metric, index) => ({ key: metric.key, label: metric.label, color: chartColor(index) }))}
          categoryOf={(point) => point.label}
          valueOf={(point, key) => point[key]}
          summary={`${title} per period. The table under the chart lists the figures.`}
          onBarClick={(point) => router.push(drillDown(point))}
        />
      }
      table={
        <ChartDataTable
          caption={`${title} per period`}
          rows={points}
          rowKey={(point) => point.start}
          rowHeader={{
            label: "Period",
            value: (point) => point.start,
            cell: (point) =>
              point.conversations > 0 ? (
                <Link href={drillDown(point)} className="underline underline-offset-4">
                  {point.label}
                  <span className="sr-only">: its conversations</span>
                </Link>
              ) : (
                point.label
              ),
          }}
          columns={metrics.map((metric) => ({
            key: metric.key,
            label: metric.label,
            isNumeric: true,
            value: (point: SeriesPoint) => point[metric.key],
            cell: (point: SeriesPoint) => formatNumber(point[metric.key]),
          }))}
          footer={{ label: "Total", cells: metrics.map((metric) => formatNumber(points.reduce((sum, point) => sum + point[metric.key], 0))) }}
        />
      }
    />
  );
}
