"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { listWebhooks, registerWebhooks } from "@/lib/console/contract/webhooks";
import { type RegisterWebhookBody } from "@/lib/schemas/console/webhooks";
import { countOf } from "@/lib/utils/plural";

import { callConsole } from "../call-console";

/** Registers a webhook (one per event), answering each with its signing secret when it is revealed; the list shows it at once. Errors are toasted unless the caller shows them (a form, on its fields). */
export function useRegisterWebhooksMutation(organizationId: string, agentId: string, options: { showsOwnErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterWebhookBody) => callConsole(registerWebhooks, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: !options.showsOwnErrors },
    onSuccess: async (registered) => {
      const [first] = registered;
      toast.success(`Registered ${first?.title ?? "the webhook"} for ${countOf(registered.length, "event")}.`);
    },
    // A refusal part-way may leave some events registered, so the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listWebhooks, { params: { organizationId, agentId } }) }),
  });
}
