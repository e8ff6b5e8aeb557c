"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { WebhookView } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** Forgets a webhook and its deliveries in the console; the AI Agent API keeps it. */
export function useRemoveWebhookMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (webhook: WebhookView) => {
      await consoleFetch<void>(webhookApiPaths.webhook(organizationId, agentId, webhook.id), { method: "DELETE" });
      return webhook;
    },
    onSuccess: async (webhook) => {
      toast.success(`Removed ${webhook.title} from the console.`);
      await queryClient.invalidateQueries({ queryKey: webhookKeys.agent(organizationId, agentId) });
    },
  });
}
