"use client";

import { History } from "lucide-react";
import { useMemo } from "react";

import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { useWebhookDeliveriesQuery } from "@/lib/queries/webhooks/use-webhook-deliveries-query";

import { DeliveryPageTable, deliveryPageSizes } from "./delivery-page-table";
import { webhookDeliveryColumns } from "./webhook-deliveries-table";

type Props = { organizationId: string; agentId: string };

/** Recent deliveries to the console's receiver, a page at a time (the page kept in the address); the first page refreshes itself. */
export function WebhookDeliveriesSection({ organizationId, agentId }: Props) {
  const columns = useMemo(() => webhookDeliveryColumns({ organizationId, agentId }), [organizationId, agentId]);
  const view = useDataTableView({ id: "deliveries", columns, ...deliveryPageSizes });
  const deliveries = useWebhookDeliveriesQuery(organizationId, agentId, { page: view.view.pageIndex + 1, pageSize: view.view.pageSize });

  return (
    <PanelSection
      title="Recent deliveries"
      description="What the console's receiver got, newest first. Each is checked against its webhook's signing secret and stored once, however often it is retried."
      className="space-y-3"
    >
      <DeliveryPageTable
        label="deliveries"
        columns={columns}
        view={view}
        query={deliveries}
        empty={
          <EmptyState
            icon={History}
            title="No deliveries yet"
            description="They appear here within seconds of a conversation event, for the webhooks that send to the console's receiver."
          />
        }
      />
    </PanelSection>
  );
}
