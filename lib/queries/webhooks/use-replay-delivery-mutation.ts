"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listSentDeliveries, replaySentDelivery } from "@/lib/console/contract/webhooks";

import { callConsole } from "../call-console";

/** Sends a delivered or failed delivery again; the webhook's list shows it pending at once. */
export function useReplayDeliveryMutation(organizationId: string, agentId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => callConsole(replaySentDelivery, { params: { organizationId, agentId, webhookId, deliveryId } }),
    onSuccess: async () => {
      toast.success("The delivery is being sent again.");
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey(listSentDeliveries, { params: { organizationId, agentId, webhookId } }) });
    },
  });
}
