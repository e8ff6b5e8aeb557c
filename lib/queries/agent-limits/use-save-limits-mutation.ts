"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { type LimitsFormBody } from "@/lib/schemas/console/agent-limits";

import { limitsKeyOf, limitsOwnerName, saveLimitsOf, type LimitsOwner } from "./limits-owner";

/**
 * Sets the agent's or a user's own monthly limits: creates them while the organization's defaults apply
 * (`isNew`), else changes them. Errors are the form's to show.
 */
export function useSaveLimitsMutation(organizationId: string, agentId: string, owner: LimitsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, isNew }: { body: LimitsFormBody; isNew: boolean }) => saveLimitsOf(organizationId, agentId, owner, body, isNew),
    meta: { toastErrors: false },
    onSuccess: async (_saved, { isNew }) => {
      toast.success(isNew ? `Set monthly limits of ${limitsOwnerName(owner)}.` : `Changed the monthly limits of ${limitsOwnerName(owner)}.`);
      await queryClient.invalidateQueries({ queryKey: limitsKeyOf(organizationId, agentId, owner) });
    },
  });
}
