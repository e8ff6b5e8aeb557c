"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { WebhookView } from "@/lib/schemas/console/webhooks";

type Props = { webhook: WebhookView; isPending: boolean; onRemove: (webhook: WebhookView) => void };

/** Removes a webhook from the console's record, after saying plainly that the API keeps it. */
export function RemoveWebhookButton({ webhook, isPending, onRemove }: Props) {
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Remove
          <span className="sr-only">
            {" "}
            {webhook.title} ({webhook.triggerCondition})
          </span>
        </>
      }
      title={`Remove ${webhook.title} from the console?`}
      description={
        webhook.isConsoleReceiver
          ? "The AI Agent API has no way to delete a webhook: it stays registered there and keeps sending. The console forgets it and its deliveries, and its receiver turns further deliveries away."
          : `The AI Agent API has no way to delete a webhook: it stays registered there and keeps sending to ${webhook.url}. The console only forgets it.`
      }
      confirmLabel="Remove from the console"
      isPending={isPending}
      onConfirm={() => onRemove(webhook)}
    />
  );
}
