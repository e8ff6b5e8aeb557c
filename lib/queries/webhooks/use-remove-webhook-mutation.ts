"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { consoleQueryScope } from "@/lib/console/contract/query-key";
import { listWebhooks, removeWebhook } from "@/lib/console/contract/webhooks";
import type { WebhookView } from "@/lib/schemas/console/webhooks";

import { callConsole } from "../call-console";

/** Forgets a webhook and its deliveries in the console; the AI Agent API keeps it. */
export function useRemoveWebhookMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (webhook: WebhookView) => {
      await callConsole(removeWebhook, { params: { organizationId, agentId, webhookId: webhook.id } });
      return webhook;
    },
    onSuccess: async (webhook) => {
      toast.success(`Removed ${webhook.title} from the console.`);
      await queryClient.invalidateQueries({ queryKey: consoleQueryScope(listWebhooks, { params: { organizationId, agentId } }) });
    },
  });
}
