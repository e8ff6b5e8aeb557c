"use client";

import { QueryErrorState } from "@/components/ui/query-error-state";
import { useUsageOverviewQuery } from "@/lib/queries/usage/use-usage-overview-query";

import { PlaygroundToggle } from "./playground-toggle";
import { UsageLoading } from "./usage-loading";
import { UsageOverviewFigures } from "./usage-overview-figures";
import { UsageRangePicker } from "./usage-range-picker";
import { useUsageRange } from "./use-usage-range";

type Props = { organizationId: string; canManageAgents: boolean; canChangeSubscription: boolean };

/** The organization's usage: the range, the period's figures against the one before, activity per agent, and the subscription's quotas. */
export function UsageOverview({ organizationId, canManageAgents, canChangeSubscription }: Props) {
  const { selection, search, setRange, isPlaygroundIncluded, setPlaygroundIncluded } = useUsageRange();
  const query = useUsageOverviewQuery(organizationId, search);
  return (
    <div className="space-y-6">
      <UsageRangePicker selection={selection} range={query.data?.range} onChange={setRange} />
      <PlaygroundToggle isIncluded={isPlaygroundIncluded} onChange={setPlaygroundIncluded} />
      {query.isPending ? (
        <UsageLoading />
      ) : query.isError ? (
        <QueryErrorState title="The usage could not be loaded" error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <UsageOverviewFigures
          data={query.data}
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
