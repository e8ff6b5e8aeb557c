"use client";

import { dataTableColumns, type DataTableColumn } from "@/components/ui/data-table/features";
import { Timestamp } from "@/components/ui/timestamp";
import type { WebhookDeliveryView } from "@/lib/schemas/console/webhooks";

import { DeliveryPayloadDialog } from "./delivery-payload-dialog";
import { SignatureBadge } from "./signature-badge";
import { triggerLabel } from "./trigger-labels";

type Scope = { organizationId: string; agentId: string };

const toText = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());

const column = dataTableColumns<WebhookDeliveryView>();

/** The columns of the receiver's deliveries. The API pages them newest first and orders them no other way, so no column sorts. */
export function webhookDeliveryColumns({ organizationId, agentId }: Scope): DataTableColumn<WebhookDeliveryView>[] {
  return [
    column.accessor((delivery) => toText(delivery.receivedAt), {
      id: "received",
      header: "Received",
      enableSorting: false,
      meta: { cannotHide: true },
      cell: ({ getValue }) => <Timestamp value={getValue()} empty="Unknown" />,
    }),
    column.accessor("eventType", {
      id: "event",
      header: "Event",
      enableSorting: false,
      cell: ({ row: { original: delivery } }) =>
        delivery.isSignatureValid ? triggerLabel(delivery.eventType) : <span className="text-muted-foreground">Not read</span>,
    }),
    column.accessor("conversationId", {
      id: "conversation",
      header: "Conversation",
      enableSorting: false,
      cell: ({ getValue }) => {
        const conversationId = getValue();
        return conversationId ? (
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{conversationId}</code>
        ) : (
          <span className="text-muted-foreground">None</span>
        );
      },
    }),
    column.accessor("webhookTitle", { id: "webhook", header: "Webhook", enableSorting: false }),
    column.accessor("isSignatureValid", {
      id: "signature",
      header: "Signature",
      enableSorting: false,
      cell: ({ row: { original: delivery } }) => (
        <div className="flex max-w-xs flex-col items-start gap-1 whitespace-normal">
          <SignatureBadge isValid={delivery.isSignatureValid} />
          {delivery.refusalReason ? <span className="text-xs text-muted-foreground">{delivery.refusalReason}</span> : null}
        </div>
      ),
    }),
    column.display({
      id: "payload",
      header: () => <span className="block text-right">Payload</span>,
      meta: { cannotHide: true, label: "Payload" },
      cell: ({ row: { original: delivery } }) => (
        <div className="text-right">
          {delivery.isSignatureValid ? <DeliveryPayloadDialog organizationId={organizationId} agentId={agentId} delivery={delivery} /> : null}
        </div>
      ),
    }),
  ];
}
