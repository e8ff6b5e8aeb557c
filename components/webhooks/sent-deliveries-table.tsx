import { RotateCcw } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import type { SentDeliveryView } from "@/lib/schemas/console/webhooks";
import { formatTimestamp } from "@/lib/utils/format-timestamp";
import { countOf } from "@/lib/utils/plural";

import { describeNextRetry, describeResponse, formatLatency, sentStatusLabels } from "./sent-delivery-labels";
import { triggerLabel } from "./trigger-labels";

type Props = {
  deliveries: SentDeliveryView[];
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

/** What the API sent to one webhook, newest first: event, state, attempts, the receiver's answer, latency and when the next attempt (a first one or a retry) is due. */
export function SentDeliveriesTable({ deliveries, replayingId, onReplay }: Props) {
  const now = new Date();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Sent</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Response</TableHead>
          <TableHead>Latency</TableHead>
          <TableHead>Next attempt</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => {
          const status = sentStatusLabels[delivery.status];
          const event = triggerLabel(delivery.eventType);
          const isDone = delivery.status === "delivered" || delivery.status === "failed";
          return (
            <TableRow key={delivery.id}>
              <TableCell>
                <Timestamp value={delivery.createdAt} empty="Unknown" />
              </TableCell>
              <TableCell>{event}</TableCell>
              <TableCell>
                <Badge variant={status.variant}>{status.label}</Badge>
              </TableCell>
              <TableCell className="align-top">
                <AttemptLog delivery={delivery} />
              </TableCell>
              <TableCell>
                {delivery.attempts === 0 ? <span className="text-muted-foreground">Not sent yet</span> : describeResponse(delivery.responseStatusCode)}
                {delivery.lastError && delivery.responseStatusCode === null ? (
                  <span className="block max-w-48 truncate text-xs text-muted-foreground" title={delivery.lastError}>
                    {delivery.lastError}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>{formatLatency(delivery.latencyMs)}</TableCell>
              <TableCell>{describeNextRetry(delivery.nextRetryAt, now) ?? <span className="text-muted-foreground">None</span>}</TableCell>
              <TableCell className="text-right">
                {isDone ? (
                  <Button type="button" variant="outline" size="sm" disabled={replayingId === delivery.id} onClick={() => onReplay(delivery)}>
                    {replayingId === delivery.id ? <Spinner label="Replaying" /> : <RotateCcw aria-hidden="true" />}
                    Replay
                    <span className="sr-only">
                      {" "}
                      the {event} delivery of {formatTimestamp(delivery.createdAt) ?? "an unknown time"}
                    </span>
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
