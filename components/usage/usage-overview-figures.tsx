"use client";

import { Bot } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { exportFileName, seriesCsv } from "@/lib/console/usage/prepare-csv";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import type { UsageOverview } from "@/lib/schemas/console/usage";

import { AgentsUsageChart } from "./agents-usage-chart";
import { AgentsUsageTable } from "./agents-usage-table";
import { ExportCsvButton } from "./export-csv-button";
import { QuotaBars } from "./quota-bars";
import { RangeStatus } from "./range-status";
import { UsageSummaryCards } from "./usage-summary-cards";

type Props = {
  data: UsageOverview;
  isUpdating: boolean;
  selection: RangeSelection;
  /** Whether the figures count the playground's test chats; links to an agent's page keep the choice. */
  isPlaygroundIncluded: boolean;
  canManageAgents: boolean;
  canChangeSubscription: boolean;
};

/** The loaded overview: cards, charts per agent, the agents' table and the subscription's quotas. */
export function UsageOverviewFigures({ data, isUpdating, selection, isPlaygroundIncluded, canManageAgents, canChangeSubscription }: Props) {
  if (data.agents.length === 0) {
    return (
      <>
        <EmptyState
          icon={Bot}
          title="No agents to report on"
          description="Usage is read with each agent's key. Create an agent, or connect an existing agent's key, and its usage appears here."
          action={
            canManageAgents ? (
              <Button asChild>
                <Link href="/agents">Go to agents</Link>
              </Button>
            ) : undefined
          }
        />
        <QuotaBars quotas={data.quotas} quotasProblem={data.quotasProblem} agents={data.agents} canChangeSubscription={canChangeSubscription} />
      </>
    );
  }
  return (
    <>
      <RangeStatus range={data.range} isUpdating={isUpdating} />
      <UsageSummaryCards totals={data.totals} previous={data.previousTotals} />
      <AgentsUsageChart
        title="Conversations"
        description="Conversations started in each period. Choose a bar to see its conversations."
        metric="conversations"
        unit="conversations"
        agents={data.agents}
        selection={selection}
        actions={
          <ExportCsvButton
            label="Export CSV"
            fileName={exportFileName(["usage", data.range.from, "to", data.range.to])}
            build={() => seriesCsv(data.series ?? [])}
            disabled={!data.series}
          />
        }
      />
      <AgentsUsageChart
        title="Messages"
        description="Messages written in each period, by users, the agents and people."
        metric="messages"
        unit="messages"
        agents={data.agents}
        selection={selection}
      />
      <AgentsUsageChart
        title="Tokens"
        description="AI tokens read and written in each period."
        metric="tokens"
        unit="tokens"
        agents={data.agents}
        selection={selection}
      />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Agents</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AgentsUsageTable agents={data.agents} selection={selection} isPlaygroundIncluded={isPlaygroundIncluded} />
        </CardContent>
      </Card>
      <QuotaBars quotas={data.quotas} quotasProblem={data.quotasProblem} agents={data.agents} canChangeSubscription={canChangeSubscription} />
    </>
  );
}
