"use client";

import { Info, Send, SendHorizontal } from "lucide-react";
import { useState } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/ui/query-states";
import { Spinner } from "@/components/ui/spinner";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useReplayDeliveryMutation } from "@/lib/queries/webhooks/use-replay-delivery-mutation";
import { useSendTestEventMutation } from "@/lib/queries/webhooks/use-send-test-event-mutation";
import { useSentDeliveriesQuery } from "@/lib/queries/webhooks/use-sent-deliveries-query";
import type { WebhookView } from "@/lib/schemas/console/webhooks";

import { DeliveryPager } from "./delivery-pager";
import { SentDeliveriesTable } from "./sent-deliveries-table";

type Props = { organizationId: string; agentId: string; webhook: WebhookView };

function SendTestEventButton({ send }: { send: ReturnType<typeof useSendTestEventMutation> }) {
  return (
    <Button type="button" variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
      {send.isPending ? <Spinner label="Sending a test event" /> : <SendHorizontal aria-hidden="true" />}
      Send test event
    </Button>
  );
}

/** The deliveries of one webhook, a page at a time, read again every few seconds while one is on its way. */
function SentDeliveries({ organizationId, agentId, webhook }: Props) {
  const [page, setPage] = useState(1);
  const deliveries = useSentDeliveriesQuery(organizationId, agentId, webhook.id, page);
  const replay = useReplayDeliveryMutation(organizationId, agentId, webhook.id);
  const send = useSendTestEventMutation(organizationId, agentId, webhook.id);

  return (
    <QueryStates
      query={deliveries}
      loading={<TableSkeleton label="Loading deliveries" rows={3} />}
      errorTitle="The deliveries could not be loaded"
      isEmpty={(loaded) => loaded.isReported && loaded.total === 0}
      empty={
        <EmptyState
          icon={Send}
          title="Nothing sent yet"
          titleAs="h3"
          description="A delivery is listed here as soon as the event it listens for happens. Send a test event to check the receiver now."
          action={<SendTestEventButton send={send} />}
        />
      }
    >
      {(loaded) => {
        if (!loaded.isReported) {
          return (
            <Alert>
              <Info aria-hidden="true" />
              <AlertTitle>This deployment does not report deliveries</AlertTitle>
              <AlertDescription>
                The AI Agent API it runs registers webhooks but does not say what became of their deliveries, nor replay them or send test events. Check the
                receiver&apos;s own logs instead.
              </AlertDescription>
            </Alert>
          );
        }
        return (
          <div className="space-y-3">
            <div className="flex justify-end">
              <SendTestEventButton send={send} />
            </div>
            <SentDeliveriesTable
              deliveries={loaded.data}
              replayingId={replay.isPending ? replay.variables : undefined}
              onReplay={(delivery) => replay.mutate(delivery.id)}
            />
            <DeliveryPager label="Pages of sent deliveries" loaded={loaded} onPage={setPage} />
          </div>
        );
      }}
    </QueryStates>
  );
}

/** "Deliveries" of a webhook: what the API sent to it, with a replay per delivery and a test event. */
export function SentDeliveriesDialog({ organizationId, agentId, webhook }: Props) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Send aria-hidden="true" />
          Deliveries<span className="sr-only"> of {webhook.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Deliveries of {webhook.title}</DialogTitle>
          <DialogDescription>
            What the AI Agent API sent to {webhook.isConsoleReceiver ? "the console's receiver" : webhook.url}, newest first. A failed delivery is tried again
            with growing pauses, up to 8 times; Replay sends a finished one again with the same webhook-id.
          </DialogDescription>
        </DialogHeader>
        <SentDeliveries organizationId={organizationId} agentId={agentId} webhook={webhook} />
      </DialogContent>
    </Dialog>
  );
}
