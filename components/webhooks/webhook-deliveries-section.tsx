"use client";

import { ChevronLeft, ChevronRight, History } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useWebhookDeliveriesQuery } from "@/lib/queries/webhooks/use-webhook-deliveries-query";

import { pageSummary } from "./page-summary";
import { WebhookDeliveriesTable } from "./webhook-deliveries-table";

type Props = { organizationId: string; agentId: string };

/** Recent deliveries to the console's receiver, a page at a time; the first page refreshes itself. */
export function WebhookDeliveriesSection({ organizationId, agentId }: Props) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveriesQuery(organizationId, agentId, page);
  const summary = deliveries.data ? pageSummary(deliveries.data) : undefined;

  return (
    <section className="space-y-3" aria-labelledby="webhook-deliveries-title">
      <div className="space-y-1">
        <h2 id="webhook-deliveries-title" className="text-lg font-semibold">
          Recent deliveries
        </h2>
        <p className="text-sm text-muted-foreground">
          What the console&apos;s receiver got, newest first. Each is checked against its webhook&apos;s signing secret and stored once, however
          often it is retried.
        </p>
      </div>
      {deliveries.isPending ? <TableSkeleton label="Loading deliveries" rows={3} /> : null}
      {deliveries.isError ? (
        <QueryErrorState title="The deliveries could not be loaded" error={deliveries.error} onRetry={() => deliveries.refetch()} />
      ) : null}
      {deliveries.isSuccess && deliveries.data.total === 0 ? (
        <EmptyState
          icon={History}
          title="No deliveries yet"
          description="They appear here within seconds of a conversation event, for the webhooks that send to the console's receiver."
        />
      ) : null}
      {deliveries.isSuccess && deliveries.data.total > 0 && summary ? (
        <>
          <WebhookDeliveriesTable organizationId={organizationId} agentId={agentId} deliveries={deliveries.data.data} />
          <nav className="flex items-center justify-between gap-2" aria-label="Delivery pages">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {summary.text}
            </p>
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" disabled={!summary.hasPrevious} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                Newer
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={!summary.hasNext} onClick={() => setPage(page + 1)}>
                Older
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </section>
  );
}
