"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { registeredWebhookList, type RegisterWebhookBody } from "@/lib/schemas/console/webhooks";
import { countOf } from "@/lib/utils/plural";

import { consoleFetch } from "../console-fetch";
import { webhookKeys } from "./keys";
import { webhookApiPaths } from "./paths";

/** Registers a webhook (one per event), answering each with its signing secret when it is revealed; the list shows it at once. Errors are toasted unless the caller shows them (a form, on its fields). */
export function useRegisterWebhooksMutation(organizationId: string, agentId: string, options: { showsOwnErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterWebhookBody) =>
      registeredWebhookList.parse(await consoleFetch<unknown>(webhookApiPaths.webhooks(organizationId, agentId), { method: "POST", json: body })),
    meta: { toastErrors: !options.showsOwnErrors },
    onSuccess: async (registered) => {
      const [first] = registered;
      toast.success(`Registered ${first?.title ?? "the webhook"} for ${countOf(registered.length, "event")}.`);
    },
    // A refusal part-way may leave some events registered, so the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(organizationId, agentId) }),
  });
}
