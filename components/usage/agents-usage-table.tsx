"use client";

import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";

import { formatNumber } from "@/components/charts/chart-theme";
import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { compareWithPrevious } from "@/lib/console/usage/prepare-compare";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import type { AgentUsageSummary } from "@/lib/schemas/console/usage";

import { usageAgentHref } from "./usage-hrefs";

type Props = { agents: readonly AgentUsageSummary[]; selection: RangeSelection; isPlaygroundIncluded: boolean };

const column = dataTableColumns<AgentUsageSummary>();
const dash = <span className="text-muted-foreground">—</span>;

/** A figure of the agent's totals, sorting numerically; an agent whose usage could not be read sorts last. */
const totalColumn = (id: keyof NonNullable<AgentUsageSummary["totals"]>, header: string) =>
  column.accessor((agent) => agent.totals?.[id], {
    id,
    header,
    sortUndefined: "last",
    enableGlobalFilter: false,
    meta: { align: "right" },
    cell: ({ getValue }) => {
      const value = getValue<number | undefined>();
      return value === undefined ? dash : formatNumber(value);
    },
  });

const usageColumns = (selection: RangeSelection, isPlaygroundIncluded: boolean) => [
  column.accessor("name", {
    header: "Agent",
    meta: { cannotHide: true, isRowHeader: true },
    cell: ({ row }) => (
      <Link href={usageAgentHref(row.original.agentId, selection, isPlaygroundIncluded)} className="font-medium underline-offset-4 hover:underline">
        {row.original.name}
      </Link>
    ),
  }),
  totalColumn("conversations", "Conversations"),
  totalColumn("messages", "Messages"),
  totalColumn("tokens", "Tokens"),
  totalColumn("activeUsers", "Active users"),
  column.display({
    id: "compared",
    header: "Compared with before",
    cell: ({ row }) => {
      const { totals, previousTotals, problem } = row.original;
      return totals ? (
        <span className="text-muted-foreground">Conversations: {compareWithPrevious(totals.conversations, previousTotals?.conversations).text}</span>
      ) : (
        <span className="inline-flex items-center gap-1.5 whitespace-normal text-destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {problem ?? "The agent's usage could not be read."}
        </span>
      );
    },
  }),
];

/** Each agent's figures of the period, linking to its own usage page; an agent that could not be read says why. */
export function AgentsUsageTable({ agents, selection, isPlaygroundIncluded }: Props) {
  const columns = useMemo(() => usageColumns(selection, isPlaygroundIncluded), [selection, isPlaygroundIncluded]);
  return <DataTable id="usage-agents" label="agents" columns={columns} data={agents} getRowId={(agent) => agent.agentId} searchLabel="Filter agents" />;
}
