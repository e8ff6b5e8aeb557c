"use client";

import { Info, Webhook } from "lucide-react";
import { useCallback } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { useAgentWebhooksQuery } from "@/lib/queries/webhooks/use-agent-webhooks-query";
import { useRemoveWebhookMutation } from "@/lib/queries/webhooks/use-remove-webhook-mutation";
import type { WebhookView } from "@/lib/schemas/console/webhooks";

import { RegisterConsoleReceiverButton } from "./register-console-receiver-button";
import { RegisterWebhookDialog } from "./register-webhook-dialog";
import { WebhookDeliveriesSection } from "./webhook-deliveries-section";
import { WebhooksTable } from "./webhooks-table";

type Props = { organizationId: string; agentId: string };

/** The Webhooks tab: the agent's registered webhooks in their loading, error, empty and listed states, and their deliveries. */
export function WebhooksPanel({ organizationId, agentId }: Props) {
  const webhooks = useAgentWebhooksQuery(organizationId, agentId);
  const remove = useRemoveWebhookMutation(organizationId, agentId);
  const { mutate: removeWebhook } = remove;
  const onRemove = useCallback((webhook: WebhookView) => removeWebhook(webhook), [removeWebhook]);
  const hasConsoleReceiver = webhooks.data?.some((webhook) => webhook.isConsoleReceiver) ?? false;

  return (
    <div className="space-y-8">
      <PanelSection
        title="Webhooks"
        description="Conversation events the agent posts to a URL, signed so the receiver can tell they are genuine. Deliveries shows what was sent to each, with a replay and a test event."
        action={<RegisterWebhookDialog organizationId={organizationId} agentId={agentId} />}
      >
        <WebhooksTable
          organizationId={organizationId}
          agentId={agentId}
          webhooks={webhooks.data}
          isPending={webhooks.isPending}
          error={webhooks.error}
          onRetry={() => void webhooks.refetch()}
          removingId={remove.isPending ? remove.variables?.id : undefined}
          onRemove={onRemove}
          empty={
            <EmptyState
              icon={Webhook}
              title="No webhooks yet"
              description="A webhook tells another system the moment something happens in a conversation: a message, a conversation started or ended, a hand-off to a person. Register the console's own receiver to see deliveries here and feed the hand-off inbox, or register your own URL."
              action={<RegisterConsoleReceiverButton organizationId={organizationId} agentId={agentId} />}
            />
          }
        />
        {webhooks.data && webhooks.data.length > 0 ? (
          <Alert>
            <Info aria-hidden="true" />
            <AlertTitle>Removing a webhook only removes it from the console</AlertTitle>
            <AlertDescription>
              The AI Agent API can register webhooks but not delete them: a removed webhook stays registered there and keeps sending.
              {hasConsoleReceiver ? null : " None of these send to the console's receiver, so no deliveries will be listed below."}
            </AlertDescription>
          </Alert>
        ) : null}
      </PanelSection>
      <WebhookDeliveriesSection organizationId={organizationId} agentId={agentId} />
    </div>
  );
}
