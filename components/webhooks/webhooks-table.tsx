"use client";

import { Inbox, KeyRound, TriangleAlert } from "lucide-react";
import { useMemo, type ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { Timestamp } from "@/components/ui/timestamp";
import type { WebhookView } from "@/lib/schemas/console/webhooks";
import { countOf } from "@/lib/utils/plural";

import { RemoveWebhookButton } from "./remove-webhook-button";
import { SentDeliveriesDialog } from "./sent-deliveries-dialog";
import { triggerLabel, triggerOptions } from "./trigger-labels";

type RowControls = {
  organizationId: string;
  agentId: string;
  removingId: string | undefined;
  onRemove: (webhook: WebhookView) => void;
};

type Props = RowControls & {
  webhooks: WebhookView[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Shown when no webhook is registered: the way to register the first. */
  empty: ReactNode;
};

const toText = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());

/** Requests the receiver refused (not stored): how many, when the last came and why it was refused. */
function RefusedDeliveries({ refused }: { refused: WebhookView["refusedDeliveries"] }) {
  if (refused.count === 0) return null;
  return (
    <div className="mt-1 flex flex-col items-start gap-0.5">
      <Badge variant="warning">
        <TriangleAlert aria-hidden="true" />
        {countOf(refused.count, "request")} refused
      </Badge>
      <span className="max-w-xs text-xs whitespace-normal text-muted-foreground">
        {refused.lastAt ? (
          <>
            Last <Timestamp value={toText(refused.lastAt)} empty="" />:{" "}
          </>
        ) : null}
        {refused.lastReason ?? "the signature did not check out."} Refused requests are counted, not stored.
      </span>
    </div>
  );
}

const column = dataTableColumns<WebhookView>();

const webhookColumns = ({ organizationId, agentId, removingId, onRemove }: RowControls) => [
  column.accessor("title", {
    header: "Webhook",
    meta: { cannotHide: true },
    cell: ({ row: { original: webhook } }) => (
      <div className="flex max-w-xs flex-col gap-0.5 whitespace-normal">
        <span className="font-medium">{webhook.title}</span>
        {webhook.description ? <span className="text-muted-foreground">{webhook.description}</span> : null}
        <span className="text-xs text-muted-foreground">
          Registered <Timestamp value={toText(webhook.createdAt)} empty="" />
        </span>
      </div>
    ),
  }),
  column.accessor("triggerCondition", {
    id: "event",
    header: "Event",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ getValue }) => triggerLabel(getValue()),
  }),
  column.accessor((webhook) => (webhook.isConsoleReceiver ? "Console receiver" : webhook.url), {
    id: "destination",
    header: "Destination",
    cell: ({ row: { original: webhook } }) => (
      <div className="flex max-w-xs flex-col items-start gap-1 whitespace-normal">
        {webhook.isConsoleReceiver ? (
          <Badge variant="secondary">
            <Inbox aria-hidden="true" />
            Console receiver
          </Badge>
        ) : (
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">{webhook.url}</code>
        )}
        {webhook.headerNames.length > 0 ? <span className="text-xs text-muted-foreground">Headers: {webhook.headerNames.join(", ")}</span> : null}
      </div>
    ),
  }),
  column.accessor("hasSigningSecret", {
    header: "Signing secret",
    enableSorting: false,
    enableGlobalFilter: false,
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge variant="outline">
          <KeyRound aria-hidden="true" />
          Kept by the console
        </Badge>
      ) : (
        <Badge variant="warning">
          <TriangleAlert aria-hidden="true" />
          None returned
        </Badge>
      ),
  }),
  column.accessor((webhook) => (webhook.lastDelivery ? toText(webhook.lastDelivery.receivedAt) : undefined), {
    id: "lastDelivery",
    header: "Last delivery",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ row: { original: webhook } }) => (
      <>
        {webhook.lastDelivery ? (
          <div className="flex flex-col gap-0.5">
            <Timestamp value={toText(webhook.lastDelivery.receivedAt)} empty="" />
            <span className="text-xs text-muted-foreground">
              {webhook.lastDelivery.isSignatureValid ? triggerLabel(webhook.lastDelivery.eventType) : "Refused: bad signature"}
            </span>
          </div>
        ) : (
          <span className="text-muted-foreground">{webhook.isConsoleReceiver ? "None yet" : "Not seen by the console"}</span>
        )}
        <RefusedDeliveries refused={webhook.refusedDeliveries} />
      </>
    ),
  }),
  column.display({
    id: "actions",
    header: () => <span className="block text-right">Actions</span>,
    meta: { cannotHide: true, label: "Actions" },
    cell: ({ row: { original: webhook } }) => (
      <div className="flex justify-end gap-2">
        <SentDeliveriesDialog organizationId={organizationId} agentId={agentId} webhook={webhook} />
        <RemoveWebhookButton webhook={webhook} isPending={removingId === webhook.id} onRemove={onRemove} />
      </div>
    ),
  }),
];

const filters: DataTableFilter[] = [
  { columnId: "event", label: "Event", allLabel: "All events", options: triggerOptions.map(({ value, label }) => ({ value, label })) },
];

/** The agent's registered webhooks: event, destination, secret and last delivery, with what was sent to each; sorted and filtered by name, event and destination. */
export function WebhooksTable({ organizationId, agentId, removingId, onRemove, webhooks, isPending, error, onRetry, empty }: Props) {
  const columns = useMemo(() => webhookColumns({ organizationId, agentId, removingId, onRemove }), [organizationId, agentId, removingId, onRemove]);
  return (
    <DataTable
      id="webhooks"
      label="webhooks"
      columns={columns}
      data={webhooks}
      getRowId={(webhook) => webhook.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The webhooks could not be loaded"
      empty={empty}
      searchLabel="Filter webhooks"
      filters={filters}
    />
  );
}
