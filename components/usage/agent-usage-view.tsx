"use client";

import { ArrowLeft } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useDeferredValue, useEffect } from "react";

import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { withPlaygroundChoice } from "@/lib/console/usage/playground-search";
import { useAgentUsageQuery } from "@/lib/queries/usage/use-agent-usage-query";

import { PlaygroundToggle } from "./playground-toggle";
import { RangeStatus } from "./range-status";
import { UsageLoading } from "./usage-loading";
import { UsageRangePicker } from "./usage-range-picker";
import { rangeQuery, useUsageRange } from "./use-usage-range";

type Props = { organizationId: string; agentId: string; canManageAgents: boolean };

/**
 * The figures (charts, tables, outcomes and limits) are not part of the page's first load: their code loads while
 * the usage itself is fetched, and the loading state stands until both are there.
 */
const AgentFigures = dynamic(() => import("./agent-usage-figures").then((module) => module.AgentFigures), {
  loading: () => <UsageLoading />,
});

/** One agent's usage: the range, its figures against the period before, activity, outcomes, breakdowns, users and limits. */
export function AgentUsageView({ organizationId, agentId, canManageAgents }: Props) {
  const { selection, search, setRange, isPlaygroundIncluded, setPlaygroundIncluded } = useUsageRange();
  const query = useAgentUsageQuery(organizationId, agentId, search);
  useEffect(() => void import("./agent-usage-figures"), []);
  // Drawn in a render React can pause for input, not in one long task the moment the data arrives.
  const data = useDeferredValue(query.data);
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={`/usage?${withPlaygroundChoice(new URLSearchParams(rangeQuery(selection)), isPlaygroundIncluded)}`}>
          <ArrowLeft aria-hidden="true" />
          All usage
        </Link>
      </Button>
      <PageHeader
        title={query.data ? query.data.agent.name : "Agent usage"}
        description="How this agent is used, what it costs, and what comes of its conversations."
      />
      <UsageRangePicker selection={selection} range={query.data?.range} onChange={setRange} />
      <PlaygroundToggle isIncluded={isPlaygroundIncluded} onChange={setPlaygroundIncluded} />
      {query.isError ? (
        <QueryErrorState title="The agent's usage could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      ) : data === undefined ? (
        <UsageLoading />
      ) : (
        <>
          <RangeStatus range={data.range} isUpdating={query.isPlaceholderData && query.isFetching} />
          <AgentFigures data={data} selection={selection} canManageAgents={canManageAgents} />
        </>
      )}
    </div>
  );
}
