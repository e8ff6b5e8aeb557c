"use client";

import { History } from "lucide-react";
import { useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryStates } from "@/components/ui/query-states";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useWebhookDeliveriesQuery } from "@/lib/queries/webhooks/use-webhook-deliveries-query";

import { DeliveryPager } from "./delivery-pager";
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
        {(loaded) => (
          <>
            <WebhookDeliveriesTable organizationId={organizationId} agentId={agentId} deliveries={loaded.data} />
            <DeliveryPager label="Delivery pages" loaded={loaded} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </PanelSection>
  );
}
