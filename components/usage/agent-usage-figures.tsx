"use client";

import { Coins, MessagesSquare } from "lucide-react";

import { exportFileName, seriesCsv } from "@/lib/console/usage/prepare-csv";
import { prepareOutcomes } from "@/lib/console/usage/prepare-outcomes";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import type { AgentUsage } from "@/lib/schemas/console/usage";

import { AgentLimitsBesideUsage } from "./agent-limits-beside-usage";
import { AgentOutcomes } from "./agent-outcomes";
import { AgentSeriesChart } from "./agent-series-chart";
import { BreakdownChart } from "./breakdown-chart";
import { ExportCsvButton } from "./export-csv-button";
import { TopUsersTable } from "./top-users-table";
import { UsageSummaryCards } from "./usage-summary-cards";

/** One agent's loaded figures: cards, activity, outcomes, breakdowns, users and limits. */
export function AgentFigures({ data, selection, canManageAgents }: { data: AgentUsage; selection: RangeSelection; canManageAgents: boolean }) {
  const { agentId, name } = data.agent;
  const prepared = data.outcomes ? prepareOutcomes(data.outcomes) : null;
  return (
    <>
      <UsageSummaryCards totals={data.totals} previous={data.previousTotals} />
      {data.series ? (
        <>
          <AgentSeriesChart
            agentId={agentId}
            title="Conversations and messages"
            description="Conversations started and messages written in each period. Choose a bar to see the conversations started then."
            metrics={[
              { key: "conversations", label: "Conversations" },
              { key: "messages", label: "Messages" },
            ]}
            points={data.series}
            selection={selection}
            empty={{
              icon: MessagesSquare,
              title: "No conversations in this period",
              description: "Nobody wrote to this agent in this period. Choose a longer range, or talk to it in the Playground.",
            }}
            actions={
              <ExportCsvButton
                label="Export CSV"
                fileName={exportFileName(["usage", name, data.range.from, "to", data.range.to])}
                build={() => seriesCsv(data.series ?? [])}
              />
            }
          />
          <AgentSeriesChart
            agentId={agentId}
            title="Tokens"
            description="AI tokens read and written in each period."
            metrics={[{ key: "tokens", label: "Tokens" }]}
            points={data.series}
            selection={selection}
            empty={{
              icon: Coins,
              title: "No tokens used in this period",
              description: "The agent used no AI tokens in this period: nobody wrote to it, or people answered instead.",
            }}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">The AI Agent API reports only totals for this agent, so there is no activity over time to draw.</p>
      )}
      <AgentOutcomes outcomes={data.outcomes} />
      {prepared ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <BreakdownChart title="By channel" description="Conversations started per channel." shares={prepared.byChannel} what="channel" />
          <BreakdownChart
            title="By mode"
            description="Conversations started with the agent answering, or with a person."
            shares={prepared.byMode}
            what="mode"
          />
        </div>
      ) : null}
      <TopUsersTable
        agentId={agentId}
        agentName={name}
        users={data.users}
        customerDetails={data.customerDetails}
        range={data.range}
        selection={selection}
        canManageAgents={canManageAgents}
      />
      <AgentLimitsBesideUsage agentId={agentId} limits={data.limits} problem={data.limitsProblem} canManageAgents={canManageAgents} />
    </>
  );
}
