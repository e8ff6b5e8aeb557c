"use client";

import { MessagesSquare } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { BarSeriesChart } from "@/components/charts/bar-series-chart";
import { ChartDataTable } from "@/components/charts/chart-data-table";
import { chartColor, formatNumber } from "@/components/charts/chart-theme";
import type { SeriesMetric } from "@/lib/console/usage/prepare-buckets";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import { stackByAgent } from "@/lib/console/usage/prepare-stack";
import type { AgentUsageSummary } from "@/lib/schemas/console/usage";

import { ChartPanel } from "./chart-panel";
import { usageConversationsHref } from "./usage-hrefs";

type Props = {
  title: string;
  description: string;
  metric: SeriesMetric;
  unit: string;
  agents: readonly AgentUsageSummary[];
  selection: RangeSelection;
  actions?: React.ReactNode;
};

/** A figure over time with a bar per agent stacked in each period; a bar opens that agent's conversations of the period. */
export function AgentsUsageChart({ title, description, metric, unit, agents, selection, actions }: Props) {
  const router = useRouter();
  const charted = agents.filter((agent) => agent.series !== null);
  const rows = stackByAgent(charted, metric);
  const isEmpty = rows.every((row) => row.total === 0);
  const drillDown = (agentId: string, row: { start: string; end: string }) => usageConversationsHref(agentId, { from: row.start, to: row.end }, selection);
  return (
    <ChartPanel
      title={title}
      description={description}
      actions={actions}
      empty={
        charted.length === 0
          ? {
              icon: MessagesSquare,
              title: "No activity over time to show",
              description: "The AI Agent API reports only totals for these agents, or the console holds no agent keys yet.",
            }
          : isEmpty
            ? {
                icon: MessagesSquare,
                title: `No ${unit} in this period`,
                description: `None of the agents had ${unit} in this period. Choose a longer range, or try an agent in the Playground.`,
              }
            : null
      }
      chart={
        <BarSeriesChart
          rows={rows}
          bars={charted.map((agent, index) => ({ key: agent.agentId, label: agent.name, color: chartColor(index), stackId: "agents" }))}
          categoryOf={(row) => row.label}
          valueOf={(row, agentId) => row.byAgent[agentId] ?? 0}
          summary={`${title}, per period and agent. The table under the chart lists the figures.`}
          onBarClick={metric === "conversations" ? (row, agentId) => router.push(drillDown(agentId, row)) : undefined}
        />
      }
      table={
        <ChartDataTable
          caption={`${title} per period and agent`}
          rows={rows}
          rowKey={(row) => row.start}
          rowHeader={{ label: "Period", value: (row) => row.start, cell: (row) => row.label }}
          columns={[
            ...charted.map((agent) => ({
              key: agent.agentId,
              label: agent.name,
              isNumeric: true,
              value: (row: (typeof rows)[number]) => row.byAgent[agent.agentId] ?? 0,
              cell: (row: (typeof rows)[number]) =>
                metric === "conversations" && (row.byAgent[agent.agentId] ?? 0) > 0 ? (
                  <Link className="underline underline-offset-4" href={drillDown(agent.agentId, row)}>
                    {formatNumber(row.byAgent[agent.agentId] ?? 0)}
                    <span className="sr-only">
                      {" "}
                      conversations of {agent.name}, {row.label}
                    </span>
                  </Link>
                ) : (
                  formatNumber(row.byAgent[agent.agentId] ?? 0)
                ),
            })),
            {
              key: "total",
              label: "All agents",
              isNumeric: true,
              value: (row: (typeof rows)[number]) => row.total,
              cell: (row: (typeof rows)[number]) => formatNumber(row.total),
            },
          ]}
        />
      }
    />
  );
}
