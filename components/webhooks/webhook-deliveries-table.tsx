import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import type { WebhookDeliveryView } from "@/lib/schemas/console/webhooks";

import { DeliveryPayloadDialog } from "./delivery-payload-dialog";
import { SignatureBadge } from "./signature-badge";
import { triggerLabel } from "./trigger-labels";

type Props = { organizationId: string; agentId: string; deliveries: WebhookDeliveryView[] };

const toText = (value: Date | string) => (typeof value === "string" ? value : value.toISOString());

/** What the console's receiver got, newest first. */
export function WebhookDeliveriesTable({ organizationId, agentId, deliveries }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Conversation</TableHead>
          <TableHead>Webhook</TableHead>
          <TableHead>Signature</TableHead>
          <TableHead className="text-right">Payload</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>
              <Timestamp value={toText(delivery.receivedAt)} empty="Unknown" />
            </TableCell>
            <TableCell>{delivery.isSignatureValid ? triggerLabel(delivery.eventType) : <span className="text-muted-foreground">Not read</span>}</TableCell>
            <TableCell>
              {delivery.conversationId ? (
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{delivery.conversationId}</code>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </TableCell>
            <TableCell>{delivery.webhookTitle}</TableCell>
            <TableCell>
              <div className="flex max-w-xs flex-col items-start gap-1 whitespace-normal">
                <SignatureBadge isValid={delivery.isSignatureValid} />
                {delivery.refusalReason ? <span className="text-xs text-muted-foreground">{delivery.refusalReason}</span> : null}
              </div>
            </TableCell>
            <TableCell className="text-right">
              {delivery.isSignatureValid ? <DeliveryPayloadDialog organizationId={organizationId} agentId={agentId} delivery={delivery} /> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
