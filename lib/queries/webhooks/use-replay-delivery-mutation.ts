"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { sentDeliveryView } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** Sends a delivered or failed delivery again; the webhook's list shows it pending at once. */
export function useReplayDeliveryMutation(organizationId: string, agentId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      sentDeliveryView.parse(await consoleFetch<unknown>(webhookApiPaths.replay(organizationId, agentId, webhookId, deliveryId), { method: "POST" })),
    onSuccess: async () => {
      toast.success("The delivery is being sent again.");
      await queryClient.invalidateQueries({ queryKey: webhookKeys.sent(organizationId, agentId, webhookId) });
    },
  });
}
