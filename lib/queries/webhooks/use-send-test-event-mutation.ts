"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { sentDeliveryView } from "@/lib/schemas/console/webhooks";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** Queues a test event to the webhook; it heads the webhook's deliveries at once. */
export function useSendTestEventMutation(organizationId: string, agentId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => sentDeliveryView.parse(await consoleFetch<unknown>(webhookApiPaths.test(organizationId, agentId, webhookId), { method: "POST" })),
    onSuccess: async () => {
      toast.success("A test event is on its way.");
      await queryClient.invalidateQueries({ queryKey: webhookKeys.sent(organizationId, agentId, webhookId) });
    },
  });
}
