"use client";

import { Info, Webhook } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentWebhooksQuery } from "@/lib/queries/webhooks/use-agent-webhooks-query";
import { useRemoveWebhookMutation } from "@/lib/queries/webhooks/use-remove-webhook-mutation";

import { RegisterConsoleReceiverButton } from "./register-console-receiver-button";
import { RegisterWebhookDialog } from "./register-webhook-dialog";
import { WebhookDeliveriesSection } from "./webhook-deliveries-section";
import { WebhooksTable } from "./webhooks-table";

type Props = { organizationId: string; agentId: string };

/** The Webhooks tab: the agent's registered webhooks in their loading, error, empty and listed states, and their deliveries. */
export function WebhooksPanel({ organizationId, agentId }: Props) {
  const webhooks = useAgentWebhooksQuery(organizationId, agentId);
  const remove = useRemoveWebhookMutation(organizationId, agentId);
  const hasConsoleReceiver = webhooks.data?.some((webhook) => webhook.isConsoleReceiver) ?? false;

  return (
    <div className="space-y-8">
      <section className="space-y-4" aria-labelledby="agent-webhooks-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <h2 id="agent-webhooks-title" className="text-lg font-semibold">
              Webhooks
            </h2>
            <p className="text-sm text-muted-foreground">
              Conversation events the agent posts to a URL, signed so the receiver can tell they are genuine. Signing secrets stay sealed in the
              console.
            </p>
          </div>
          <RegisterWebhookDialog organizationId={organizationId} agentId={agentId} />
        </div>
        {webhooks.isPending ? <TableSkeleton label="Loading webhooks" rows={2} /> : null}
        {webhooks.isError ? <QueryErrorState title="The webhooks could not be loaded" error={webhooks.error} onRetry={() => webhooks.refetch()} /> : null}
        {webhooks.isSuccess && webhooks.data.length === 0 ? (
          <EmptyState
            icon={Webhook}
            title="No webhooks yet"
            description="A webhook tells another system the moment something happens in a conversation: a message, a conversation started or ended, a hand-off to a person. Register the console's own receiver to see deliveries here and feed the hand-off inbox, or register your own URL."
            action={<RegisterConsoleReceiverButton organizationId={organizationId} agentId={agentId} />}
          />
        ) : null}
        {webhooks.isSuccess && webhooks.data.length > 0 ? (
          <>
            <WebhooksTable
              webhooks={webhooks.data}
              removingId={remove.isPending ? remove.variables?.id : undefined}
              onRemove={(webhook) => remove.mutate(webhook)}
            />
            <Alert>
              <Info aria-hidden="true" />
              <AlertTitle>Removing a webhook only removes it from the console</AlertTitle>
              <AlertDescription>
                The AI Agent API can register webhooks but not delete them: a removed webhook stays registered there and keeps sending.
                {hasConsoleReceiver ? null : " None of these send to the console's receiver, so no deliveries will be listed below."}
              </AlertDescription>
            </Alert>
          </>
        ) : null}
      </section>
      <WebhookDeliveriesSection organizationId={organizationId} agentId={agentId} />
    </div>
  );
}
