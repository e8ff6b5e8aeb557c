"use client";

import { RotateCcw } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { dataTableColumns, type DataTableColumn } from "@/components/ui/data-table/features";
import { Spinner } from "@/components/ui/spinner";
import { Timestamp } from "@/components/ui/timestamp";
import type { SentDeliveryView } from "@/lib/schemas/console/webhooks";
import { formatTimestamp } from "@/lib/utils/format-timestamp";
import { countOf } from "@/lib/utils/plural";

import { describeNextRetry, describeResponse, formatLatency, sentStatusLabels } from "./sent-delivery-labels";
import { triggerLabel } from "./trigger-labels";

type RowControls = {
  /** The delivery being replayed now, if any. */
  replayingId: string | undefined;
  onReplay: (delivery: SentDeliveryView) => void;
};

/** Each attempt of a delivery, newest first, behind a disclosure that opens with the keyboard too. */
function AttemptLog({ delivery }: { delivery: SentDeliveryView }) {
  if (delivery.recentAttempts.length === 0) return <span>{delivery.attempts}</span>;
  return (
    <details>
      <summary className="cursor-pointer rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {countOf(delivery.attempts, "attempt")}
      </summary>
      <ol className="mt-1 space-y-1 text-xs text-muted-foreground" aria-label={`Attempts of the ${triggerLabel(delivery.eventType)} delivery`}>
        {delivery.recentAttempts.map((attempt) => (
          <li key={attempt.attemptedAt}>
            <Timestamp value={attempt.attemptedAt} empty="" />: {describeResponse(attempt.statusCode)}, {formatLatency(attempt.latencyMs)}
            {attempt.error && attempt.statusCode === null ? ` (${attempt.error})` : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ReplayButton({ delivery, replayingId, onReplay }: RowControls & { delivery: SentDeliveryView }) {
  if (delivery.status !== "delivered" && delivery.status !== "failed") return null;
  const isReplaying = replayingId === delivery.id;
  return (
    <Button type="button" variant="outline" size="sm" disabled={isReplaying} onClick={() => onReplay(delivery)}>
      {isReplaying ? <Spinner label="Replaying" /> : <RotateCcw aria-hidden="true" />}
      Replay
      <span className="sr-only">
        {" "}
        the {triggerLabel(delivery.eventType)} delivery of {formatTimestamp(delivery.createdAt) ?? "an unknown time"}
      </span>
    </Button>
  );
}

const column = dataTableColumns<SentDeliveryView>();

/**
 * The columns of what the API sent to one webhook: event, state, attempts, the receiver's answer, latency and
 * when the next attempt (a first one or a retry) is due. The API pages them newest first and orders them no
 * other way, so no column sorts.
 */
export function sentDeliveryColumns({ replayingId, onReplay }: RowControls): DataTableColumn<SentDeliveryView>[] {
  return [
    column.accessor("createdAt", {
      id: "sent",
      header: "Sent",
      enableSorting: false,
      meta: { cannotHide: true },
      cell: ({ getValue }) => <Timestamp value={getValue()} empty="Unknown" />,
    }),
    column.accessor((delivery) => triggerLabel(delivery.eventType), { id: "event", header: "Event", enableSorting: false }),
    column.accessor("status", {
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => {
        const status = sentStatusLabels[row.original.status];
        return <Badge variant={status.variant}>{status.label}</Badge>;
      },
    }),
    column.accessor("attempts", { header: "Attempts", enableSorting: false, cell: ({ row }) => <AttemptLog delivery={row.original} /> }),
    column.accessor("responseStatusCode", {
      id: "response",
      header: "Response",
      enableSorting: false,
      cell: ({ row: { original: delivery } }) => (
        <>
          {delivery.attempts === 0 ? <span className="text-muted-foreground">Not sent yet</span> : describeResponse(delivery.responseStatusCode)}
          {delivery.lastError && delivery.responseStatusCode === null ? (
            <span className="block max-w-48 truncate text-xs text-muted-foreground" title={delivery.lastError}>
              {delivery.lastError}
            </span>
          ) : null}
        </>
      ),
    }),
    column.accessor("latencyMs", { id: "latency", header: "Latency", enableSorting: false, cell: ({ getValue }) => formatLatency(getValue()) }),
    column.accessor("nextRetryAt", {
      id: "nextAttempt",
      header: "Next attempt",
      enableSorting: false,
      cell: ({ getValue }) => describeNextRetry(getValue(), new Date()) ?? <span className="text-muted-foreground">None</span>,
    }),
    column.display({
      id: "actions",
      header: () => <span className="block text-right">Actions</span>,
      meta: { cannotHide: true, label: "Actions" },
      cell: ({ row }) => (
        <div className="text-right">
          <ReplayButton delivery={row.original} replayingId={replayingId} onReplay={onReplay} />
        </div>
      ),
    }),
  ];
}
