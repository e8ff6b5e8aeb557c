"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";

import { deleteLimitsOf, limitsKeyOf, limitsOwnerName, type LimitsOwner } from "./limits-owner";

/** Removes the agent's or a user's own limits; the organization's defaults apply again. */
export function useDeleteLimitsMutation(organizationId: string, agentId: string, owner: LimitsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => deleteLimitsOf(organizationId, agentId, owner),
    onSuccess: async () => {
      toast.success(`Removed the limits of ${limitsOwnerName(owner)}; the organization's defaults apply again.`);
      await queryClient.invalidateQueries({ queryKey: limitsKeyOf(organizationId, agentId, owner) });
    },
  });
}
