"use client";

import { PieChart as PieIcon } from "lucide-react";

import { BarSeriesChart } from "@/components/charts/bar-series-chart";
import { ChartDataTable } from "@/components/charts/chart-data-table";
import { chartColor, formatNumber } from "@/components/charts/chart-theme";
import { formatShare, type Share } from "@/lib/console/usage/prepare-outcomes";

import { ChartPanel } from "./chart-panel";

/** Conversations of the period split by one property (channel, mode), as bars and as a table of shares. */
export function BreakdownChart({ title, description, shares, what }: { title: string; description: string; shares: readonly Share[]; what: string }) {
  return (
    <ChartPanel
      title={title}
      description={description}
      empty={
        shares.length === 0
          ? { icon: PieIcon, title: "No conversations in this period", description: `There is nothing to split by ${what} until conversations start.` }
          : null
      }
      chart={
        <BarSeriesChart
          rows={shares}
          bars={[{ key: "conversations", label: "Conversations", color: chartColor(1) }]}
          categoryOf={(share) => share.label}
          valueOf={(share) => share.conversations}
          summary={`${title}. The table under the chart lists the figures.`}
          height={200}
        />
      }
      table={
        <ChartDataTable
          caption={title}
          rows={shares}
          rowKey={(share) => share.key}
          rowHeader={{ label: what[0]!.toUpperCase() + what.slice(1), value: (share) => share.label, cell: (share) => share.label }}
          columns={[
            {
              key: "conversations",
              label: "Conversations",
              isNumeric: true,
              value: (share) => share.conversations,
              cell: (share) => formatNumber(share.conversations),
            },
            { key: "share", label: "Share", isNumeric: true, value: (share) => share.share, cell: (share) => formatShare(share.share) },
          ]}
        />
      }
    />
  );
}
