"use client";

import { FileJson } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useWebhookDeliveryQuery } from "@/lib/queries/webhooks/use-webhook-delivery-query";
import type { WebhookDeliveryView } from "@/lib/schemas/console/webhooks";

import { triggerLabel } from "./trigger-labels";

type Props = { organizationId: string; agentId: string; delivery: WebhookDeliveryView };

/** The JSON a delivery carried, read when opened. */
export function DeliveryPayloadDialog({ organizationId, agentId, delivery }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const detail = useWebhookDeliveryQuery(organizationId, agentId, delivery.id, isOpen);
  const label = triggerLabel(delivery.eventType);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <FileJson aria-hidden="true" />
          Payload<span className="sr-only"> of the {label} delivery</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{label} delivery</DialogTitle>
          <DialogDescription>{delivery.messageId ? `webhook-id ${delivery.messageId}` : "Refused before its payload was read."}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading the payload
            </span>
            <Skeleton className="h-64" />
          </div>
        ) : null}
        {detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The payload could not be loaded: {detail.error.message}
          </p>
        ) : null}
        {detail.isSuccess ? (
          detail.data.payload === null || detail.data.payload === undefined ? (
            <p className="text-sm text-muted-foreground">
              {detail.data.refusalReason ?? "This delivery carried no payload."} The console keeps no payload of a refused request.
            </p>
          ) : (
            <pre
              tabIndex={0}
              aria-label="Payload JSON"
              className="max-h-[60dvh] overflow-auto rounded-md bg-muted p-3 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {JSON.stringify(detail.data.payload, null, 2)}
            </pre>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
