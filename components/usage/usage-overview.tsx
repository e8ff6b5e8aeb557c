"use client";

import dynamic from "next/dynamic";
import { useDeferredValue, useEffect } from "react";

import { QueryErrorState } from "@/components/ui/query-error-state";
import { useUsageOverviewQuery } from "@/lib/queries/usage/use-usage-overview-query";

import { PlaygroundToggle } from "./playground-toggle";
import { UsageLoading } from "./usage-loading";
import { UsageRangePicker } from "./usage-range-picker";
import { useUsageRange } from "./use-usage-range";

/**
 * The figures (four tables and three charts) are not part of the page's first load: their code loads while the
 * usage itself is fetched, and the loading state stands until both are there.
 */
const UsageOverviewFigures = dynamic(() => import("./usage-overview-figures").then((module) => module.UsageOverviewFigures), {
  loading: () => <UsageLoading />,
});

type Props = { organizationId: string; canManageAgents: boolean; canChangeSubscription: boolean };

/** The organization's usage: the range, the period's figures against the one before, activity per agent, and the subscription's quotas. */
export function UsageOverview({ organizationId, canManageAgents, canChangeSubscription }: Props) {
  const { selection, search, setRange, isPlaygroundIncluded, setPlaygroundIncluded } = useUsageRange();
  const query = useUsageOverviewQuery(organizationId, search);
  useEffect(() => void import("./usage-overview-figures"), []);
  // The figures are four tables and three charts: drawn in a render React can pause for input, not in one long
  // task the moment the data arrives (the data's own update cannot be paused).
  const data = useDeferredValue(query.data);
  return (
    <div className="space-y-6">
      <UsageRangePicker selection={selection} range={query.data?.range} onChange={setRange} />
      <PlaygroundToggle isIncluded={isPlaygroundIncluded} onChange={setPlaygroundIncluded} />
      {query.isError ? (
        <QueryErrorState title="The usage could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      ) : data === undefined ? (
        <UsageLoading />
      ) : (
        <UsageOverviewFigures
          data={data}
          isUpdating={query.isPlaceholderData && query.isFetching}
          selection={selection}
          isPlaygroundIncluded={isPlaygroundIncluded}
          canManageAgents={canManageAgents}
          canChangeSubscription={canChangeSubscription}
        />
      )}
    </div>
  );
}
