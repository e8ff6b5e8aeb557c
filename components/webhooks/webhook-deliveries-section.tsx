"use client";

import { ChevronLeft, ChevronRight, History } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryStates } from "@/components/ui/query-states";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useWebhookDeliveriesQuery } from "@/lib/queries/webhooks/use-webhook-deliveries-query";

import { pageSummary } from "./page-summary";
import { WebhookDeliveriesTable } from "./webhook-deliveries-table";

type Props = { organizationId: string; agentId: string };

/** Recent deliveries to the console's receiver, a page at a time; the first page refreshes itself. */
export function WebhookDeliveriesSection({ organizationId, agentId }: Props) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveriesQuery(organizationId, agentId, page);

  return (
    <PanelSection
      title="Recent deliveries"
      description="What the console's receiver got, newest first. Each is checked against its webhook's signing secret and stored once, however often it is retried."
      className="space-y-3"
    >
      <QueryStates
        query={deliveries}
        loading={<TableSkeleton label="Loading deliveries" rows={3} />}
        errorTitle="The deliveries could not be loaded"
        isEmpty={(loaded) => loaded.total === 0}
        empty={
          <EmptyState
            icon={History}
            title="No deliveries yet"
            description="They appear here within seconds of a conversation event, for the webhooks that send to the console's receiver."
          />
        }
      >
        {(loaded) => {
          const summary = pageSummary(loaded);
          return (
            <>
              <WebhookDeliveriesTable organizationId={organizationId} agentId={agentId} deliveries={loaded.data} />
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
          );
        }}
      </QueryStates>
    </PanelSection>
  );
}
