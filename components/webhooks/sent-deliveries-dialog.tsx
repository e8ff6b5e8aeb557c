"use client";

import { Info, Send, SendHorizontal } from "lucide-react";
import { useMemo } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useReplayDeliveryMutation } from "@/lib/queries/webhooks/use-replay-delivery-mutation";
import { useSendTestEventMutation } from "@/lib/queries/webhooks/use-send-test-event-mutation";
import { useSentDeliveriesQuery } from "@/lib/queries/webhooks/use-sent-deliveries-query";
import type { SentDeliveryView, WebhookView } from "@/lib/schemas/console/webhooks";

import { DeliveryPageTable, deliveryPageSizes } from "./delivery-page-table";
import { sentDeliveryColumns } from "./sent-deliveries-table";

type Props = { organizationId: string; agentId: string; webhook: WebhookView };

function SendTestEventButton({ send }: { send: ReturnType<typeof useSendTestEventMutation> }) {
  return (
    <Button type="button" variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
      {send.isPending ? <Spinner label="Sending a test event" /> : <SendHorizontal aria-hidden="true" />}
      Send test event
    </Button>
  );
}

/** The deliveries of one webhook, a page at a time (the page kept in the address), read again every few seconds while one is on its way. */
function SentDeliveries({ organizationId, agentId, webhook }: Props) {
  const replay = useReplayDeliveryMutation(organizationId, agentId, webhook.id);
  const send = useSendTestEventMutation(organizationId, agentId, webhook.id);
  const { mutate: replayDelivery } = replay;
  const replayingId = replay.isPending ? replay.variables : undefined;
  const columns = useMemo(
    () => sentDeliveryColumns({ replayingId, onReplay: (delivery: SentDeliveryView) => replayDelivery(delivery.id) }),
    [replayingId, replayDelivery],
  );
  const view = useDataTableView({ id: `sent-${webhook.id}`, columns, ...deliveryPageSizes });
  const deliveries = useSentDeliveriesQuery(organizationId, agentId, webhook.id, { page: view.view.pageIndex + 1, pageSize: view.view.pageSize });

  if (deliveries.data && !deliveries.data.isReported) {
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
      {deliveries.data && deliveries.data.total > 0 ? (
        <div className="flex justify-end">
          <SendTestEventButton send={send} />
        </div>
      ) : null}
      <DeliveryPageTable
        label="sent deliveries"
        columns={columns}
        view={view}
        query={deliveries}
        empty={
          <EmptyState
            icon={Send}
            title="Nothing sent yet"
            titleAs="h3"
            description="A delivery is listed here as soon as the event it listens for happens. Send a test event to check the receiver now."
            action={<SendTestEventButton send={send} />}
          />
        }
      />
    </div>
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
