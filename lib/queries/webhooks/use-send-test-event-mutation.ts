"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listSentDeliveries, sendWebhookTestEvent } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";

/** Queues a test event to the webhook; it heads the webhook's deliveries at once. */
export function useSendTestEventMutation(organizationId: string, agentId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callConsole(sendWebhookTestEvent, { params: { organizationId, agentId, webhookId } }),
    onSuccess: async () => {
      toast.success("A test event is on its way.");
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listSentDeliveries, { params: { organizationId, agentId, webhookId } }) });
    },
  });
}
