import { AlertTriangle } from "lucide-react";
import Link from "next/link";

import { formatNumber } from "@/components/charts/chart-theme";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { compareWithPrevious } from "@/lib/console/usage/prepare-compare";
import type { RangeSelection } from "@/lib/console/usage/prepare-range";
import type { AgentUsageSummary } from "@/lib/schemas/console/usage";

import { usageAgentHref } from "./usage-hrefs";

type Props = { agents: readonly AgentUsageSummary[]; selection: RangeSelection; isPlaygroundIncluded: boolean };

/** Each agent's figures of the period, linking to its own usage page; an agent that could not be read says why. */
export function AgentsUsageTable({ agents, selection, isPlaygroundIncluded }: Props) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <caption className="sr-only">Usage per agent in the period</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Agent</TableHead>
            <TableHead scope="col" className="text-right">
              Conversations
            </TableHead>
            <TableHead scope="col" className="text-right">
              Messages
            </TableHead>
            <TableHead scope="col" className="text-right">
              Tokens
            </TableHead>
            <TableHead scope="col" className="text-right">
              Active users
            </TableHead>
            <TableHead scope="col">Compared with before</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {agents.map((agent) => (
            <TableRow key={agent.agentId}>
              <TableHead scope="row" className="font-medium">
                <Link href={usageAgentHref(agent.agentId, selection, isPlaygroundIncluded)} className="underline-offset-4 hover:underline">
                  {agent.name}
                </Link>
              </TableHead>
              {agent.totals ? (
                <>
                  <TableCell className="text-right tabular-nums">{formatNumber(agent.totals.conversations)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(agent.totals.messages)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(agent.totals.tokens)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(agent.totals.activeUsers)}</TableCell>
                  <TableCell className="text-muted-foreground">
                    Conversations: {compareWithPrevious(agent.totals.conversations, agent.previousTotals?.conversations).text}
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={5} className="text-destructive">
                  <span className="inline-flex items-center gap-1.5">
                    <AlertTriangle className="size-4" aria-hidden="true" />
                    {agent.problem ?? "The agent's usage could not be read."}
                  </span>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
