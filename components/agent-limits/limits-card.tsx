"use client";

import { Gauge, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { usagePeriodText } from "@/lib/console/limits/limit-usage";
import type { LimitsOwner } from "@/lib/queries/agent-limits/limits-owner";
import { useDeleteLimitsMutation } from "@/lib/queries/agent-limits/use-delete-limits-mutation";
import { useLimitsQuery } from "@/lib/queries/agent-limits/use-limits-query";
import { useSaveLimitsMutation } from "@/lib/queries/agent-limits/use-save-limits-mutation";

import { LimitsDialog } from "./limits-dialog";
import { LimitsUsageList } from "./limits-usage-list";
import { RemoveLimitsAction } from "./remove-limits-action";

type Props = {
  organizationId: string;
  agentId: string;
  owner: LimitsOwner;
  /** How the dialogs and buttons name the owner. */
  ownerName: string;
  headingId: string;
  heading: ReactNode;
};

function LimitsSkeleton() {
  return (
    <div className="grid gap-5 md:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading limits and usage…
      </span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}

/** An owner's monthly limits with this month's usage, and setting, changing or removing them. */
export function LimitsCard({ organizationId, agentId, owner, ownerName, headingId, heading }: Props) {
  const overview = useLimitsQuery(organizationId, agentId, owner);
  const save = useSaveLimitsMutation(organizationId, agentId, owner);
  const remove = useDeleteLimitsMutation(organizationId, agentId, owner);
  const limits = overview.data?.limits;

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {heading}
            {limits ? (
              <Badge variant={limits.isOrganizationDefault ? "secondary" : "default"}>
                {limits.isOrganizationDefault ? "Organization defaults" : "Own limits"}
              </Badge>
            ) : null}
          </div>
          {overview.isSuccess ? <p className="text-sm text-muted-foreground">{usagePeriodText(overview.data.periodStart)}</p> : null}
        </div>
        {limits ? (
          <div className="flex flex-wrap gap-2">
            <LimitsDialog ownerName={ownerName} limits={limits} plan={overview.data!.plan} onSave={(body, isNew) => save.mutateAsync({ body, isNew })} />
            {limits.isOrganizationDefault ? null : <RemoveLimitsAction ownerName={ownerName} isPending={remove.isPending} onConfirm={() => remove.mutate()} />}
          </div>
        ) : null}
      </div>
      {overview.isPending ? <LimitsSkeleton /> : null}
      {overview.isError ? <QueryErrorState title="The limits could not be loaded" error={overview.error} onRetry={() => overview.refetch()} /> : null}
      {overview.isSuccess && !limits ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>The AI Agent API did not report these limits</AlertTitle>
          <AlertDescription>Its answer was not a set of limits, so they cannot be shown or changed here. Try again later.</AlertDescription>
        </Alert>
      ) : null}
      {limits ? <LimitsUsageList limits={limits} usage={overview.data!.usage} /> : null}
      {limits && limits.isOrganizationDefault ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Gauge className="size-4" aria-hidden="true" />
          These are the organization&apos;s defaults. Choose Set limits to give {ownerName} amounts apart from them.
        </p>
      ) : null}
    </section>
  );
}
