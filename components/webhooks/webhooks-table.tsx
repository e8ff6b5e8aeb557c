import { Inbox, KeyRound, TriangleAlert } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import type { WebhookView } from "@/lib/schemas/console/webhooks";
import { countOf } from "@/lib/utils/plural";

import { RemoveWebhookButton } from "./remove-webhook-button";
import { SentDeliveriesDialog } from "./sent-deliveries-dialog";
import { triggerLabel } from "./trigger-labels";

type Props = {
  organizationId: string;
  agentId: string;
  webhooks: WebhookView[];
  removingId: string | undefined;
  onRemove: (webhook: WebhookView) => void;
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

/** The agent's registered webhooks: event, destination, secret and last delivery, with what was sent to each. */
export function WebhooksTable({ organizationId, agentId, webhooks, removingId, onRemove }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Webhook</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Destination</TableHead>
          <TableHead>Signing secret</TableHead>
          <TableHead>Last delivery</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {webhooks.map((webhook) => (
          <TableRow key={webhook.id}>
            <TableCell>
              <div className="flex max-w-xs flex-col gap-0.5 whitespace-normal">
                <span className="font-medium">{webhook.title}</span>
                {webhook.description ? <span className="text-muted-foreground">{webhook.description}</span> : null}
                <span className="text-xs text-muted-foreground">
                  Registered <Timestamp value={toText(webhook.createdAt)} empty="" />
                </span>
              </div>
            </TableCell>
            <TableCell>{triggerLabel(webhook.triggerCondition)}</TableCell>
            <TableCell>
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
            </TableCell>
            <TableCell>
              {webhook.hasSigningSecret ? (
                <Badge variant="outline">
                  <KeyRound aria-hidden="true" />
                  Kept by the console
                </Badge>
              ) : (
                <Badge variant="warning">
                  <TriangleAlert aria-hidden="true" />
                  None returned
                </Badge>
              )}
            </TableCell>
            <TableCell>
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
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-2">
                <SentDeliveriesDialog organizationId={organizationId} agentId={agentId} webhook={webhook} />
                <RemoveWebhookButton webhook={webhook} isPending={removingId === webhook.id} onRemove={onRemove} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
